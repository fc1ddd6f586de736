import type { User } from '@amoretto/shared';
import Badge from 'react-bootstrap/Badge';
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
      <Badge
        bg="info"
        text="dark"
        pill
        className="credits-badge"
        title={t('nav.credits_on_activation_title', { credits: signupCredits })}
        data-testid="credits-badge"
        data-kind={kind}
      >
        {t('nav.credits_on_activation', { credits: signupCredits })}
      </Badge>
    );
  }
  return (
    <Badge
      bg={kind}
      text={kind === 'warning' ? 'dark' : undefined}
      pill
      className="credits-badge"
      title={t('nav.credits_title', { credits: user.credits })}
      data-testid="credits-badge"
      data-kind={kind}
    >
      <span aria-hidden="true">●</span> {t('nav.credits', { credits: user.credits })}
    </Badge>
  );
}
