import { COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN, COMPLAINT_TOPICS, type ComplaintTopic } from '@amoretto/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { sendComplaint } from '../api/complaints-api';
import { useAuth } from '../auth/use-auth';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { focusFirstInvalid } from '../ui/focus-first-invalid';
import { serverFieldErrors } from '../ui/server-field-errors';
import { TextField } from '../ui/text-field';
import { ComplaintSent } from './complaint-sent';
import './complaints.scss';
import {
  complaintBody,
  complaintProblems,
  type ComplaintField,
  type ComplaintFormValues,
  type ComplaintProblem,
} from './complaint-form-rules';

const EMPTY: ComplaintFormValues = { topic: '', text: '', email: '', memberId: '', conversationId: '' };

/** The complaint form of /complaints (docs/product.md#complaints), for visitors and members alike. */
export function ComplaintForm() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const needsEmail = user === null;
  const [values, setValues] = useState<ComplaintFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ComplaintField, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const send = useMutation({ mutationFn: sendComplaint });
  // A server error that belongs to a field shows there, not again as an alert.
  const [onFields, setOnFields] = useState(false);

  const message = (problem: ComplaintProblem): string => {
    if (problem === 'email_required') return t('forms.email_required');
    if (problem === 'email_invalid') return t('errors.invalid_email');
    return t(`complaint_form.${problem}`, { min: COMPLAINT_TEXT_MIN, max: COMPLAINT_TEXT_MAX });
  };
  const set = (field: keyof ComplaintFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = complaintProblems(values, needsEmail);
    const next = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, message(problem)]));
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    send.mutate(complaintBody(values, needsEmail), {
      onError: (error) => {
        const fields = serverFieldErrors<ComplaintField>(
          error,
          { member_not_found: 'member_id', conversation_not_found: 'conversation_id', invalid_email: 'email' },
          {
            topic: message('topic_required'),
            text: message('text_short'),
            email: message('email_invalid'),
            member_id: message('number_invalid'),
            conversation_id: message('number_invalid'),
          },
        );
        setOnFields(fields !== null);
        if (fields) {
          setErrors(fields);
          focusFirstInvalid(form.current);
        }
      },
    });
  };

  if (send.isSuccess) {
    const again = () => {
      setValues(EMPTY);
      send.reset();
    };
    return <ComplaintSent reference={send.data.reference} email={user?.email ?? values.email.trim()} onAnother={again} />;
  }

  return (
    <section className="complaint-form card mb-4" aria-labelledby="complaint-form-title">
      <div className="card-body">
        <h2 id="complaint-form-title" className="h4">
          {t('complaint_form.heading')}
        </h2>
        <p className="text-muted">{t('complaint_form.intro')}</p>
        <Form ref={form} noValidate onSubmit={onSubmit} aria-busy={send.isPending} data-testid="complaint-form">
          {onFields ? null : <ApiErrorAlert error={send.error} />}
          <Form.Group className="mb-3" controlId="complaint-topic">
            <Form.Label>{t('complaint_form.topic')}</Form.Label>
            <Form.Select
              value={values.topic}
              onChange={(event) => set('topic')(event.target.value as ComplaintTopic | '')}
              isInvalid={Boolean(errors.topic)}
              aria-describedby={errors.topic ? 'complaint-topic-error' : undefined}
            >
              <option value="">{t('complaint_form.topic_placeholder')}</option>
              {COMPLAINT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`complaint_form.topics.${topic}`)}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id="complaint-topic-error">
              {errors.topic}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="complaint-text">
            <Form.Label>{t('complaint_form.text')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              value={values.text}
              maxLength={COMPLAINT_TEXT_MAX}
              onChange={(event) => set('text')(event.target.value)}
              isInvalid={Boolean(errors.text)}
              aria-describedby={`complaint-text-help${errors.text ? ' complaint-text-error' : ''}`}
            />
            <Form.Text id="complaint-text-help">{t('complaint_form.text_help', { min: COMPLAINT_TEXT_MIN })}</Form.Text>
            <Form.Control.Feedback type="invalid" id="complaint-text-error">
              {errors.text}
            </Form.Control.Feedback>
          </Form.Group>
          <div className="row g-3 mb-3">
            <div className="col-sm-6">
              <TextField
                id="complaint-member"
                label={t('complaint_form.member_id')}
                inputMode="text"
                value={values.memberId}
                onChange={set('memberId')}
                error={errors.member_id}
                help={t('complaint_form.member_id_help')}
                maxLength={10}
              />
            </div>
            <div className="col-sm-6">
              <TextField
                id="complaint-conversation"
                label={t('complaint_form.conversation_id')}
                inputMode="text"
                value={values.conversationId}
                onChange={set('conversationId')}
                error={errors.conversation_id}
                help={t('complaint_form.conversation_id_help')}
                maxLength={10}
              />
            </div>
          </div>
          {needsEmail ? (
            <TextField
              id="complaint-email"
              label={t('complaint_form.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
              error={errors.email}
            />
          ) : (
            // A member's acknowledgment goes to the account's address: shown, not editable.
            <Form.Group className="mb-3" controlId="complaint-email">
              <Form.Label>{t('complaint_form.email')}</Form.Label>
              <Form.Control plaintext readOnly value={user.email} aria-describedby="complaint-email-help" />
              <Form.Text id="complaint-email-help">{t('complaint_form.email_help_member')}</Form.Text>
            </Form.Group>
          )}
          <Button type="submit" variant="primary" disabled={send.isPending}>
            {t('complaint_form.submit')}
          </Button>
        </Form>
      </div>
    </section>
  );
}
