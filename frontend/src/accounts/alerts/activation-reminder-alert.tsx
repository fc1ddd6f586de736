import type { User } from '@amoretto/shared';
import { Trans } from 'react-i18next';
import { ResendActivationButton } from '../activation/resend-activation-button';

/** docs/product.md#member-banners: until the email is confirmed, a reminder on every page, with a way to get a new link. */
export function ActivationReminderAlert({ user }: { user: User }) {
  return (
    <div role="alert" className="alert alert-warning banner-alert" data-testid="activation-reminder">
      <p className="banner-alert__text">
        <Trans i18nKey="alerts.not_confirmed" values={{ email: user.email }} components={{ strong: <strong /> }} />
      </p>
      <ResendActivationButton variant="warning" size="sm" className="banner-alert__action" />
    </div>
  );
}
