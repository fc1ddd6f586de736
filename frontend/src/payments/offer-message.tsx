import { useTranslation } from 'react-i18next';
import { formatPercent } from './price-display-rules';
import type { ActiveOffer } from './use-active-offer';
import { useLocaleTag } from '../ui/use-locale-tag';

/** What the active offer gives, in a sentence (its countdown is shown beside it). */
export function OfferMessage({ offer }: { offer: ActiveOffer }) {
  const { t } = useTranslation();
  const percent = formatPercent(offer.percentage, useLocaleTag());
  return <>{offer.kind === 'time_bonus' ? t('time_bonus.offer', { percent }) : t('time_bonus.welcome_offer', { percent })}</>;
}
