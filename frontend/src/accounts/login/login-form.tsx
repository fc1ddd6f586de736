import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { useLogin } from '../../auth/use-login';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { focusFirstInvalid } from '../../ui/focus-first-invalid';
import { PasswordInput } from '../common/password-input';
import { ReactivationOffer } from '../deletion/reactivation-offer';
import { TextField } from '../../ui/text-field';
import { emailProblem } from '../common/validation';

interface Props {
  initialEmail?: string;
  onLoggedIn: () => void;
}

export function LoginForm({ initialEmail = '', onLoggedIn }: Props) {
  const { t } = useTranslation();
  const login = useLogin();
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    const next = {
      email: problem === 'required' ? t('forms.email_required') : problem === 'invalid' ? t('errors.invalid_email') : undefined,
      password: password === '' ? t('forms.password_required') : undefined,
    };
    setErrors(next);
    if (next.email || next.password) {
      focusFirstInvalid(form.current);
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: onLoggedIn,
        // A profile a moderator disabled: the ban page explains it (docs/product.md#moderation).
        onError: (error) => {
          if (isApiError(error) && error.code === 'account_disabled') void navigate({ to: '/pages/$page', params: { page: 'ban' } });
        },
      },
    );
  };

  // Wrong credentials concern both fields, without saying which one was wrong.
  const credentialsWrong = isApiError(login.error) && login.error.code === 'invalid_credentials';
  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={login.isPending} ref={form}>
      <ApiErrorAlert error={login.error}>
        {isApiError(login.error) && login.error.code === 'account_locked' ? (
          <Link to="/reset-password" className="alert-link d-inline-block mt-2">
            {t('auth.reset_now')}
          </Link>
        ) : null}
        {isApiError(login.error) && login.error.code === 'account_deleted' ? <ReactivationOffer email={email.trim()} /> : null}
      </ApiErrorAlert>
      <TextField
        id="login-email"
        label={t('forms.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
        error={errors.email}
        isInvalid={credentialsWrong}
      />
      <Form.Group className="mb-2">
        <Form.Label htmlFor="login-password">{t('forms.password')}</Form.Label>
        <PasswordInput
          id="login-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          autoComplete="current-password"
          error={errors.password}
          isInvalid={credentialsWrong}
        />
      </Form.Group>
      <div className="text-end mb-4">
        <Link to="/reset-password" className="small">
          {t('auth.forgot_password')}
        </Link>
      </div>
      <Button type="submit" variant="primary" size="lg" className="w-100" disabled={login.isPending}>
        {login.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        {t('auth.login_submit')}
      </Button>
    </Form>
  );
}
