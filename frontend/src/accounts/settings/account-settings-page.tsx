import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/use-auth';
import { usePageTitle } from '../../layout/use-page-title';
import { SettingsNav } from '../../notifications/settings-nav';
import { DeleteAccountSection } from '../deletion/delete-account-section';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { ReadReceiptsSwitch } from './read-receipts-switch';
import '../accounts.scss';

/** /settings/account: password, email address, read receipts and leaving (notifications are on /notifications). */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle(t('account_settings.title'));
  if (!user) return null;
  return (
    <Container className="settings-page">
      <h1 className="settings-page__title">{t('account_settings.title')}</h1>
      <SettingsNav />
      <Row className="g-4">
        <Col lg={6}>
          <section className="settings-section">
            <ChangePasswordForm />
          </section>
        </Col>
        <Col lg={6}>
          <section className="settings-section">
            <ChangeEmailForm currentEmail={user.email} />
          </section>
        </Col>
        <Col lg={6}>
          <ReadReceiptsSwitch user={user} />
        </Col>
        {/* Last: leaving is the one step on this page that ends the session. */}
        <Col lg={12}>
          <DeleteAccountSection />
        </Col>
      </Row>
    </Container>
  );
}
