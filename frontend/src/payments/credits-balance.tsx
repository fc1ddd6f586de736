import { useTranslation } from 'react-i18next';
import { useLocaleTag } from '../ui/use-locale-tag';

/** The member's credits, live: the cached user follows `counters.changed`. */
export function CreditsBalance({ credits }: { credits: number }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(useLocaleTag()).format(credits);
  return (
    <p className="credits-balance" aria-live="polite" data-testid="credits-balance">
      {t('credits_page.balance', { credits: number })}
    </p>
  );
}
