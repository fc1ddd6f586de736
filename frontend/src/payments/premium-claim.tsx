import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatPercent } from './price-display-rules';
import { premiumStatsQuery } from './payments-queries';
import { useLocaleTag } from '../ui/use-locale-tag';
import { numberFormat } from '../i18n/number-format';

/**
 * The "better chance of a match" line, only as measured (GET /api/premium-stats): the
 * figure with its window and sample, and where the FAQ explains it. No claim, no line.
 */
export function PremiumClaim({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const claim = useQuery(premiumStatsQuery()).data;
  if (!claim) return null;
  const number = numberFormat(localeTag);
  return (
    <p className={`premium-claim ${className}`} data-testid="premium-claim">
      <strong>
        {t('pricing.claim', { percent: formatPercent(claim.better_percent, localeTag), days: number.format(claim.window_days) })}
      </strong>{' '}
      <span className="premium-claim__sample">
        {t('pricing.claim_sample', { premium: number.format(claim.premium_sample), free: number.format(claim.free_sample) })}
      </span>{' '}
      <Link to="/pages/$page" params={{ page: 'faq' }} className="premium-claim__how">
        {t('pricing.claim_how')}
      </Link>
    </p>
  );
}
