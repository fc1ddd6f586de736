import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { TextField } from '../../ui/text-field';
import { emailProblem } from './validation';

/**
 * "Send me a link" by email (a password reset, a new login link): the address checked here, then
 * the same confirmation whether an account has it or not (the server answers alike).
 */
export function EmailRequestForm({
  id,
  request: send,
  submitLabel,
  sentText,
  sentTestId,
  intro,
  onSent,
}: {
  id: string;
  request: (email: string) => Promise<unknown>;
  submitLabel: string;
  sentText: (email: string) => string;
  sentTestId: string;
  /** Above the form until it is sent. */
  intro?: ReactNode;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useMutation({ mutationFn: send, onSuccess: () => onSent?.() });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem === 'required' ? t('forms.email_required') : problem ? t('errors.invalid_email') : null);
    if (!problem) request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <Alert variant="success" role="status" data-testid={sentTestId}>
        {sentText(request.variables)}
      </Alert>
    );
  }
  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={request.isPending}>
      {intro}
      <ApiErrorAlert error={request.error} />
      <TextField
        id={id}
        label={t('forms.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={error}
      />
      <Button type="submit" variant="primary" className="w-100" disabled={request.isPending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
