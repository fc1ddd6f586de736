import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { creditsBadgeVariant } from './credits-badge-rule';

/** Low-credit warning next to the account menu; nothing while the member has plenty. */
export function CreditsBadge({ credits }: { credits: number }) {
  const { t } = useTranslation();
  const variant = creditsBadgeVariant(credits);
  if (!variant) return null;
  return (
    <Badge
      bg={variant}
      text={variant === 'warning' ? 'dark' : undefined}
      pill
      className="credits-badge"
      title={t('nav.credits_title', { credits })}
      data-testid="credits-badge"
    >
      <span aria-hidden="true">●</span> {t('nav.credits', { credits })}
    </Badge>
  );
}
