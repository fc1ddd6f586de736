import type { User } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../site-settings/use-settings';
import { creditsBadgeKind } from './credits-badge-rule';

/** Low-credit warning next to the account menu (or, before activation, the credits it brings); nothing while the member has plenty. */
export function CreditsBadge({ user }: { user: Pick<User, 'credits' | 'status'> }) {
  const { t } = useTranslation();
  const { signup_credits: signupCredits } = useSettings();
  const kind = creditsBadgeKind(user.credits, user.status, signupCredits);
  if (!kind) return null;
  if (kind === 'activation') {
    return (
      <span
        className="credits-badge badge rounded-pill bg-info text-dark"
        title={t('nav.credits_on_activation_title', { credits: signupCredits })}
        data-testid="credits-badge"
        data-kind={kind}
      >
        {t('nav.credits_on_activation', { credits: signupCredits })}
      </span>
    );
  }
  return (
    <span
      className={`credits-badge badge rounded-pill bg-${kind}${kind === 'warning' ? ' text-dark' : ''}`}
      title={t('nav.credits_title', { credits: user.credits })}
      data-testid="credits-badge"
      data-kind={kind}
    >
      <span aria-hidden="true">●</span> {t('nav.credits', { credits: user.credits })}
    </span>
  );
}
