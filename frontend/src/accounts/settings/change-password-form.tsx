import { PASSWORD_MIN_LENGTH } from '@amoretto/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/account-actions-api';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { PasswordInput } from '../common/password-input';
import { serverFieldErrors, type FieldErrors } from '../../ui/server-field-errors';
import { passwordProblem } from '../common/validation';

type Field = 'old_password' | 'new_password';

/** POST /api/account/password: needs the current password; other sessions end (docs/decisions.md). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const hints = { new_password: t('forms.password_length', { min: PASSWORD_MIN_LENGTH }) };
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setCurrent('');
      setNext('');
    },
    onError: (error) =>
      setErrors(serverFieldErrors<Field>(error, { wrong_password: 'old_password', password_too_common: 'new_password' }, hints) ?? {}),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors<Field> = {
      old_password: current === '' ? t('forms.password_required') : undefined,
      new_password: passwordProblem(next) ? t('forms.password_length', { min: PASSWORD_MIN_LENGTH }) : undefined,
    };
    setErrors(problems);
    if (problems.old_password || problems.new_password) return;
    change.mutate({ old_password: current, new_password: next });
  };

  const fieldError = Boolean(errors.old_password || errors.new_password);
  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={change.isPending} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="settings-section__title">
        {t('account_settings.password_title')}
      </h2>
      {change.isSuccess ? (
        <Alert variant="success" role="status">
          {t('account_settings.password_changed')}
        </Alert>
      ) : null}
      {change.error && !fieldError ? <ApiErrorAlert error={change.error} /> : null}
      <Form.Group className="mb-3">
        <Form.Label htmlFor="settings-old-password">{t('account_settings.current_password')}</Form.Label>
        <PasswordInput
          id="settings-old-password"
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
          error={errors.old_password}
        />
      </Form.Group>
      <Form.Group className="mb-3">
        <Form.Label htmlFor="settings-new-password">{t('account_settings.new_password')}</Form.Label>
        <PasswordInput id="settings-new-password" value={next} onChange={setNext} autoComplete="new-password" error={errors.new_password} />
      </Form.Group>
      <Button type="submit" variant="primary" disabled={change.isPending}>
        {t('account_settings.password_submit')}
      </Button>
    </Form>
  );
}
