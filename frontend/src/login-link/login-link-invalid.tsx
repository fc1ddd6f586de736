import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { requestLoginLink } from '../api/login-link-api';
import { NarrowPage } from '../accounts/common/narrow-page';
import { emailProblem } from '../accounts/common/validation';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { TextField } from '../ui/text-field';

/** A used, expired or unknown login link: why, and a way to get a new one. */
export function LoginLinkInvalid() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useMutation({ mutationFn: requestLoginLink });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem === 'required' ? t('forms.email_required') : problem ? t('errors.invalid_email') : null);
    if (!problem) request.mutate(email.trim());
  };

  return (
    <NarrowPage title={t('login_link.invalid_title')}>
      <Alert variant="warning" data-testid="login-link-invalid">
        {t('login_link.invalid_text')}
      </Alert>
      {request.isSuccess ? (
        <Alert variant="success" role="status" data-testid="login-link-sent">
          {t('login_link.sent', { email: request.variables })}
        </Alert>
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-busy={request.isPending}>
          <p>{t('login_link.request_intro')}</p>
          <ApiErrorAlert error={request.error} />
          <TextField
            id="login-link-email"
            label={t('forms.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={error}
          />
          <Button type="submit" variant="primary" className="w-100" disabled={request.isPending}>
            {t('login_link.request_button')}
          </Button>
        </Form>
      )}
      <p className="text-center mt-4 mb-0">
        <Link to="/login">{t('login_link.to_login')}</Link>
      </p>
    </NarrowPage>
  );
}
