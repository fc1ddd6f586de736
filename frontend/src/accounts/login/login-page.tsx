import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../layout/use-page-title';
import { NarrowPage } from '../common/narrow-page';
import { SignupButton } from '../signup/signup-button';
import { LoginForm } from './login-form';

interface Props {
  email?: string;
  reactivated?: boolean;
  onLoggedIn: () => void;
}

/** /login: email and password; where to go afterwards is the route's business. */
export function LoginPage({ email, reactivated = false, onLoggedIn }: Props) {
  const { t } = useTranslation();
  usePageTitle(t('auth.login_title'));
  return (
    <NarrowPage title={t('auth.login_title')} intro={<p>{t('auth.login_intro')}</p>}>
      {reactivated ? (
        <Alert variant="success" role="status">
          {t('auth.reactivated')}
        </Alert>
      ) : null}
      <LoginForm initialEmail={email} onLoggedIn={onLoggedIn} />
      <div className="narrow-page__footer">
        <span>{t('auth.no_account')}</span>{' '}
        <SignupButton className="btn btn-link p-0 align-baseline fw-semibold">{t('auth.signup_free')}</SignupButton>
      </div>
    </NarrowPage>
  );
}
