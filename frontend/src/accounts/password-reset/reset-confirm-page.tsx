import { PASSWORD_MIN_LENGTH } from '@amoretto/shared';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { confirmPasswordReset } from '../../api/account-actions-api';
import { isApiError } from '../../api/api-error';
import { usePageTitle } from '../../layout/use-page-title';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { NarrowPage } from '../common/narrow-page';
import { PasswordInput } from '../common/password-input';
import { serverFieldErrors, type FieldErrors } from '../../ui/server-field-errors';
import { StatusIcon } from '../../ui/status-icon';
import { passwordProblem } from '../common/validation';

type Field = 'password' | 'password_confirm';

/** /reset-password/do?token=: the new password, twice. */
export function ResetConfirmPage({ token }: { token: string }) {
  const { t } = useTranslation();
  usePageTitle(t('password_reset.do_title'));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const hints = { password: t('forms.password_length', { min: PASSWORD_MIN_LENGTH }) };
  const reset = useMutation({
    mutationFn: confirmPasswordReset,
    onError: (error) =>
      setErrors(serverFieldErrors<Field>(error, { password_too_common: 'password', passwords_not_equal: 'password_confirm' }, hints) ?? {}),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors<Field> = {
      password: passwordProblem(password) ? t('forms.password_length', { min: PASSWORD_MIN_LENGTH }) : undefined,
      password_confirm: confirm !== password ? t('errors.passwords_not_equal') : undefined,
    };
    setErrors(problems);
    if (problems.password || problems.password_confirm) return;
    reset.mutate({ token, password, password_confirm: confirm });
  };

  if (reset.isSuccess) {
    return (
      <NarrowPage
        title={t('password_reset.done_title')}
        icon={<StatusIcon kind="success" />}
        intro={<p>{t('password_reset.done_body')}</p>}
      >
        <Link to="/login" className="btn btn-primary w-100" data-testid="reset-login">
          {t('auth.login_submit')}
        </Link>
      </NarrowPage>
    );
  }

  const linkBroken = !token || (isApiError(reset.error) && reset.error.code === 'link_invalid');
  return (
    <NarrowPage title={t('password_reset.do_title')}>
      {linkBroken ? (
        <Alert variant="danger" role="alert">
          <p className="mb-2">{isApiError(reset.error) ? reset.error.message : t('errors.link_invalid')}</p>
          <Link to="/reset-password" className="alert-link">
            {t('password_reset.request_new')}
          </Link>
        </Alert>
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-busy={reset.isPending}>
          {reset.error && !errors.password && !errors.password_confirm ? <ApiErrorAlert error={reset.error} /> : null}
          <Form.Group className="mb-3">
            <Form.Label htmlFor="reset-password">{t('password_reset.new_password')}</Form.Label>
            <PasswordInput
              id="reset-password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              error={errors.password}
              describedBy={errors.password ? undefined : 'reset-password-help'}
            />
            {errors.password ? null : (
              <Form.Text id="reset-password-help" muted>
                {t('forms.password_length', { min: PASSWORD_MIN_LENGTH })}
              </Form.Text>
            )}
          </Form.Group>
          <Form.Group className="mb-4">
            <Form.Label htmlFor="reset-password-confirm">{t('password_reset.confirm_password')}</Form.Label>
            <PasswordInput
              id="reset-password-confirm"
              value={confirm}
              onChange={setConfirm}
              autoComplete="new-password"
              error={errors.password_confirm}
            />
          </Form.Group>
          <Button type="submit" variant="primary" className="w-100" disabled={reset.isPending}>
            {t('password_reset.do_submit')}
          </Button>
        </Form>
      )}
    </NarrowPage>
  );
}
