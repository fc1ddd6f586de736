import type { User } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { ResendActivationButton } from '../activation/resend-activation-button';

// Stands in for the address while the sentence is translated, so the address itself can be bold
// without <Trans>, which (with its HTML parser) would weigh on every member's first paint.
const ADDRESS = '\u0000';

/** docs/product.md#member-banners: until the email is confirmed, a reminder on every page, with a way to get a new link. */
export function ActivationReminderAlert({ user }: { user: User }) {
  const { t } = useTranslation();
  const [before, after = ''] = t('alerts.not_confirmed', { email: ADDRESS }).split(ADDRESS);
  return (
    <div role="alert" className="alert alert-warning banner-alert" data-testid="activation-reminder">
      <p className="banner-alert__text">
        {before}
        <strong>{user.email}</strong>
        {after}
      </p>
      <ResendActivationButton variant="warning" size="sm" className="banner-alert__action" />
    </div>
  );
}
