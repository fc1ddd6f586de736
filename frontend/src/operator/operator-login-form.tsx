import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { OperatorView } from '@amoretto/shared';
import { isApiError } from '../api/api-error';
import { PasswordInput } from '../accounts/common/password-input';
import { focusFirstInvalid } from '../ui/focus-first-invalid';
import { TextField } from '../ui/text-field';
import { operatorLogin } from './operator-api';
import { OPERATOR_TEXTS as T } from './operator-texts';
import { SiteLanguageAlert } from './site-language-alert';

interface Props {
  onLoggedIn: (operator: OperatorView) => void;
}

/** Email, password and the authenticator app's six digits; the server says only "wrong", never which. */
export function OperatorLoginForm({ onLoggedIn }: Props) {
  const login = useMutation({ mutationFn: operatorLogin, onSuccess: onLoggedIn });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; code?: string }>({});
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      email: email.trim() === '' ? T.emailRequired : undefined,
      password: password === '' ? T.passwordRequired : undefined,
      code: /^\d{6}$/.test(code) ? undefined : T.codeHint,
    };
    setErrors(next);
    if (next.email || next.password || next.code) {
      focusFirstInvalid(form.current);
      return;
    }
    login.mutate({ email: email.trim(), password, code });
  };

  const wrong = isApiError(login.error) && login.error.code === 'operator_invalid_credentials';
  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={login.isPending} ref={form} lang="en">
      <SiteLanguageAlert error={login.error} />
      <TextField
        id="operator-email"
        label={T.email}
        type="email"
        inputMode="email"
        autoComplete="username"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
        error={errors.email}
        isInvalid={wrong}
      />
      <Form.Group className="mb-3">
        <Form.Label htmlFor="operator-password">{T.password}</Form.Label>
        <PasswordInput
          id="operator-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          autoComplete="current-password"
          error={errors.password}
          isInvalid={wrong}
        />
      </Form.Group>
      <Form.Group className="mb-4" controlId="operator-code">
        <Form.Label>{T.code}</Form.Label>
        <Form.Control
          name="code"
          value={code}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
            setErrors((current) => ({ ...current, code: undefined }));
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          isInvalid={wrong || Boolean(errors.code)}
          aria-describedby={errors.code ? 'operator-code-error' : 'operator-code-help'}
        />
        {errors.code ? (
          <Form.Control.Feedback type="invalid" id="operator-code-error">
            {errors.code}
          </Form.Control.Feedback>
        ) : (
          <Form.Text id="operator-code-help" muted>
            {T.codeHint}
          </Form.Text>
        )}
      </Form.Group>
      <Button type="submit" variant="primary" size="lg" className="w-100" disabled={login.isPending}>
        {login.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        {T.submit}
      </Button>
    </Form>
  );
}
