import type { NotificationSettingsResponse, User } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/use-auth';
import { usePageTitle } from '../layout/use-page-title';
import { PushSwitch } from '../push/push-switch';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { EmailTypeSwitch } from './email-type-switch';
import { MailPausedNotice } from './mail-paused-notice';
import { EMAIL_TYPE_GROUPS } from './notification-rules';
import { notificationSettingsQuery } from './notification-settings-api';
import { PushPreviewsSwitch } from './push-previews-switch';
import { SettingsNav } from './settings-nav';
import './notifications.scss';

/** /notifications, the account menu's Settings (docs/product.md#notifications): which emails and pushes the member gets. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const settings = useQuery(notificationSettingsQuery());
  usePageTitle(t('notifications.title'));
  if (!user) return null;
  return (
    <Container className="settings-page notifications-page">
      <h1 className="settings-page__title">{t('notifications.title')}</h1>
      <SettingsNav />
      {settings.data ? (
        <NotificationSettingsForm user={user} settings={settings.data} />
      ) : settings.isError ? (
        <ApiErrorAlert error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching}>
          <p className="mb-0 mt-2">{t('notifications.load_failed')}</p>
        </ApiErrorAlert>
      ) : (
        <div className="notifications-page__loading" role="status" data-testid="notifications-loading">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t('notifications.loading')}</span>
        </div>
      )}
    </Container>
  );
}

function NotificationSettingsForm({ user, settings }: { user: User; settings: NotificationSettingsResponse }) {
  const { t } = useTranslation();
  // While mail is off as a whole the switches keep their values and stay usable: they apply once it is back on.
  return (
    <Row className="g-4">
      <Col lg={7}>
        <section className="settings-section" aria-labelledby="email-notifications-title">
          <h2 id="email-notifications-title" className="settings-section__title">
            {t('notifications.email_title')}
          </h2>
          <p className="text-body-secondary">{t('notifications.email_help', { email: user.email })}</p>
          <MailPausedNotice reasons={settings.notifications_disabled} email={user.email} />
          {EMAIL_TYPE_GROUPS.map((group) => (
            <fieldset key={group.id} className="notification-group" data-testid={`email-group-${group.id}`}>
              <legend className="notification-group__title">{t(`notifications.group_${group.id}`)}</legend>
              {group.types.map((type) => (
                <EmailTypeSwitch key={type} type={type} on={settings.email[type]} disabled={false} />
              ))}
            </fieldset>
          ))}
        </section>
      </Col>
      <Col lg={5}>
        {/* The previews switch belongs to push: in its section, under the browser's switch. */}
        <PushSwitch user={user}>
          <div className="mt-3">
            <PushPreviewsSwitch on={settings.push_previews} />
          </div>
        </PushSwitch>
      </Col>
    </Row>
  );
}
