import type { ErrorCode } from '@amoretto/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { requestEmailChange } from '../../api/account-actions-api';
import { isApiError } from '../../api/api-error';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { EmailSuggestion } from '../common/email-suggestion';
import { PasswordInput } from '../common/password-input';
import { serverFieldErrors, type FieldErrors } from '../../ui/server-field-errors';
import { TextField } from '../../ui/text-field';
import { emailProblem } from '../common/validation';

type Field = 'email' | 'password';
const FIELD_BY_CODE = {
  wrong_password: 'password',
  invalid_email: 'email',
  email_taken: 'email',
  email_unchanged: 'email',
} as const satisfies Partial<Record<ErrorCode, Field>>;

/** POST /api/account/email: the new address gets a confirmation link, the old one a notice. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const hints = { email: t('errors.invalid_email') };
  const change = useMutation({
    mutationFn: requestEmailChange,
    onSuccess: () => setPassword(''),
    onError: (error) => setErrors(serverFieldErrors<Field>(error, FIELD_BY_CODE, hints) ?? {}),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    const problems: FieldErrors<Field> = {
      email: problem === 'required' ? t('forms.email_required') : problem ? t('errors.invalid_email') : undefined,
      password: password === '' ? t('forms.password_required') : undefined,
    };
    setErrors(problems);
    if (problems.email || problems.password) return;
    change.mutate({ email: email.trim(), password });
  };

  const suggestion = isApiError(change.error) ? change.error.details?.suggestion : undefined;
  const fieldError = Boolean(errors.email || errors.password);
  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={change.isPending} aria-labelledby="change-email-title">
      <h2 id="change-email-title" className="settings-section__title">
        {t('account_settings.email_title')}
      </h2>
      <p className="text-body-secondary">{t('account_settings.current_email', { email: currentEmail })}</p>
      {change.isSuccess ? (
        <Alert variant="success" role="status">
          {t('account_settings.email_sent', { email: change.variables.email })}
        </Alert>
      ) : null}
      {change.error && !fieldError ? <ApiErrorAlert error={change.error} /> : null}
      <TextField
        id="settings-new-email"
        label={t('account_settings.new_email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        extra={
          <EmailSuggestion
            suggestion={typeof suggestion === 'string' ? suggestion : null}
            onAccept={(fixed) => {
              setEmail(fixed);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
        }
      />
      <Form.Group className="mb-3">
        <Form.Label htmlFor="settings-email-password">{t('account_settings.current_password')}</Form.Label>
        <PasswordInput
          id="settings-email-password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          error={errors.password}
        />
      </Form.Group>
      <Button type="submit" variant="primary" disabled={change.isPending}>
        {t('account_settings.email_submit')}
      </Button>
    </Form>
  );
}
