import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../api/accounts-api';
import { usePageTitle } from '../../layout/use-page-title';
import { ApiErrorAlert } from '../../ui/api-error-alert';
import { NarrowPage } from '../common/narrow-page';
import { TextField } from '../../ui/text-field';
import { emailProblem } from '../common/validation';

/** /reset-password: asks for the address; the answer is the same whether an account has it or not. */
export function ResetRequestPage() {
  const { t } = useTranslation();
  usePageTitle(t('password_reset.title'));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useMutation({ mutationFn: requestPasswordReset });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem === 'required' ? t('forms.email_required') : problem ? t('errors.invalid_email') : null);
    if (!problem) request.mutate(email.trim());
  };

  return (
    <NarrowPage title={t('password_reset.title')} intro={request.isSuccess ? undefined : <p>{t('password_reset.intro')}</p>}>
      {request.isSuccess ? (
        <Alert variant="success" role="status" data-testid="reset-sent">
          {t('password_reset.sent', { email: request.variables })}
        </Alert>
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-busy={request.isPending}>
          <ApiErrorAlert error={request.error} />
          <TextField
            id="reset-email"
            label={t('forms.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={error}
          />
          <Button type="submit" variant="primary" className="w-100" disabled={request.isPending}>
            {t('password_reset.submit')}
          </Button>
        </Form>
      )}
      <p className="text-center mt-4 mb-0">
        <Link to="/login">{t('password_reset.back_to_login')}</Link>
      </p>
    </NarrowPage>
  );
}
