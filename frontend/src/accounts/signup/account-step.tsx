import {
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGNUP_MESSAGE_MAX_LENGTH,
  suggestEmail,
  type ErrorCode,
  type SignupDto,
  type User,
} from '@amoretto/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { signup } from '../../api/account-actions-api';
import { isApiError } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { EmailSuggestion } from '../common/email-suggestion';
import { focusFirstInvalid } from '../../ui/focus-first-invalid';
import { PasswordInput } from '../common/password-input';
import { hasErrors, serverFieldErrors, type FieldErrors } from '../../ui/server-field-errors';
import { TextField } from '../../ui/text-field';
import { emailProblem, nameProblem, passwordProblem } from '../common/validation';
import { isAdult, toIsoDate, type DateParts } from '../../ui/date-of-birth';
import { DateOfBirthModal } from './date-of-birth-modal';
import { DateOfBirthSelect } from '../../ui/date-of-birth-select';
import { SignupErrorAlert } from './signup-error-alert';
import { signupTracking } from './signup-tracking';
import { StepHeading } from './step-heading';
import { TermsConsent } from './terms-consent';

type Field = 'email' | 'name' | 'password' | 'date_of_birth' | 'signup_message' | 'consent';
const FIELD_BY_CODE = { invalid_name: 'name', invalid_email: 'email', password_too_common: 'password' } as const satisfies Partial<
  Record<ErrorCode, Field>
>;

interface Props {
  onCreated: (user: User) => void;
  /** Leaving for the login page (email already registered). */
  onLeave?: () => void;
  /** Creates the account; the campaign page wraps the signup in its own steps. */
  submit?: (body: SignupDto) => Promise<User>;
  /** Off where the page shows errors that belong to no field itself (the campaign progress). */
  errorAlert?: boolean;
}

/** Step 0: creates the account (POST /api/accounts), which also logs the new member in. */
export function AccountStep({ onCreated, onLeave, submit = signup, errorAlert = true }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [dob, setDob] = useState<DateParts>({ day: '', month: '', year: '' });
  const [message, setMessage] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [dobPopup, setDobPopup] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);

  const hints: Record<Field, string> = {
    email: t('errors.invalid_email'),
    name: t('signup.name_length', { max: NAME_MAX_LENGTH }),
    password: t('forms.password_length', { min: PASSWORD_MIN_LENGTH }),
    date_of_birth: t('errors.invalid_date_of_birth'),
    signup_message: t('signup.message_length', { max: SIGNUP_MESSAGE_MAX_LENGTH }),
    consent: t('signup.consent_required'),
  };

  const create = useMutation({
    mutationFn: submit,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      onCreated(user);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'invalid_date_of_birth') {
        setErrors({ date_of_birth: error.message });
        setDobPopup(error.message);
        return;
      }
      const fields = serverFieldErrors<Field>(error, FIELD_BY_CODE, hints);
      if (fields) {
        setErrors(fields);
        focusFirstInvalid(form.current);
      }
    },
  });

  // A field's error goes as soon as the member edits it; the rest stay until the next submit.
  const edit =
    <V,>(field: Field, set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };

  const validate = (): FieldErrors<Field> => {
    const problems: FieldErrors<Field> = {};
    const emailIssue = emailProblem(email);
    if (emailIssue) problems.email = emailIssue === 'required' ? t('forms.email_required') : t('errors.invalid_email');
    const nameIssue = nameProblem(name, email);
    if (nameIssue) problems.name = nameIssue === 'length' ? t('signup.name_length', { max: NAME_MAX_LENGTH }) : t('errors.invalid_name');
    if (passwordProblem(password)) problems.password = t('forms.password_length', { min: PASSWORD_MIN_LENGTH });
    const iso = toIsoDate(dob);
    if (iso === 'incomplete') problems.date_of_birth = t('signup.dob_incomplete');
    else if (iso === 'impossible') problems.date_of_birth = t('signup.dob_impossible');
    else if (!isAdult(iso)) problems.date_of_birth = t('errors.invalid_date_of_birth');
    if (message.length > SIGNUP_MESSAGE_MAX_LENGTH)
      problems.signup_message = t('signup.message_length', { max: SIGNUP_MESSAGE_MAX_LENGTH });
    if (!consent) problems.consent = t('signup.consent_required');
    return problems;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validate();
    setErrors(problems);
    if (problems.date_of_birth === t('errors.invalid_date_of_birth')) setDobPopup(problems.date_of_birth);
    if (hasErrors(problems)) {
      focusFirstInvalid(form.current);
      return;
    }
    create.mutate({
      email: email.trim(),
      name: name.trim(),
      password,
      date_of_birth: toIsoDate(dob),
      signup_message: message.trim() || undefined,
      tracking: signupTracking(),
    });
  };

  const serverSuggestion = isApiError(create.error) ? create.error.details?.suggestion : undefined;
  const suggestion =
    typeof serverSuggestion === 'string' ? serverSuggestion : emailTouched || errors.email ? suggestEmail(email.trim()) : null;
  // Field errors sit under their fields and the date of birth has its popup; the rest is an alert.
  const alertable =
    errorAlert &&
    create.error &&
    !serverFieldErrors<Field>(create.error, FIELD_BY_CODE, hints) &&
    !(isApiError(create.error) && create.error.code === 'invalid_date_of_birth');

  // The alert sits above the form; bring it into view when the answer comes back.
  useEffect(() => {
    if (alertable) alert.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [alertable, create.error]);

  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={create.isPending} ref={form}>
      <StepHeading title={t('signup.account_title')} intro={t('signup.account_intro')} />
      <div ref={alert}>{alertable ? <SignupErrorAlert error={create.error} email={email} onLeave={onLeave} /> : null}</div>
      <TextField
        id="signup-email"
        label={t('forms.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          edit('email', setEmail)(value);
          setEmailTouched(false);
        }}
        onBlur={() => setEmailTouched(true)}
        error={errors.email}
        extra={
          <EmailSuggestion
            suggestion={suggestion && suggestion !== email.trim() ? suggestion : null}
            onAccept={(fixed) => {
              setEmail(fixed);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
        }
      />
      <TextField
        id="signup-name"
        label={t('signup.name')}
        autoComplete="nickname"
        value={name}
        onChange={edit('name', setName)}
        error={errors.name}
        help={t('signup.name_help')}
        maxLength={NAME_MAX_LENGTH}
      />
      <Form.Group className="mb-3">
        <Form.Label htmlFor="signup-password">{t('forms.password')}</Form.Label>
        <PasswordInput
          id="signup-password"
          value={password}
          onChange={edit('password', setPassword)}
          autoComplete="new-password"
          error={errors.password}
          describedBy={errors.password ? undefined : 'signup-password-help'}
        />
        {/* The rule is the help text; when broken it shows as the error instead, not twice. */}
        {errors.password ? null : (
          <Form.Text id="signup-password-help" muted>
            {t('forms.password_length', { min: PASSWORD_MIN_LENGTH })}
          </Form.Text>
        )}
      </Form.Group>
      <DateOfBirthSelect value={dob} onChange={edit('date_of_birth', setDob)} error={errors.date_of_birth} />
      <Form.Group className="mb-3" controlId="signup-message">
        <Form.Label>{t('signup.message')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={message}
          maxLength={SIGNUP_MESSAGE_MAX_LENGTH}
          onChange={(event) => edit('signup_message', setMessage)(event.target.value)}
          isInvalid={Boolean(errors.signup_message)}
          aria-describedby="signup-message-help"
        />
        {errors.signup_message ? <Form.Control.Feedback type="invalid">{errors.signup_message}</Form.Control.Feedback> : null}
        <Form.Text id="signup-message-help" muted>
          {t('signup.message_help')}
        </Form.Text>
      </Form.Group>
      <TermsConsent checked={consent} onChange={edit('consent', setConsent)} error={errors.consent} />
      <Button type="submit" variant="primary" size="lg" className="w-100" disabled={create.isPending}>
        {create.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        {t('signup.create_account')}
      </Button>
      <DateOfBirthModal show={dobPopup !== null} message={dobPopup ?? ''} onClose={() => setDobPopup(null)} />
    </Form>
  );
}
