import { useTranslation } from 'react-i18next';
import { useLocaleTag } from '../ui/use-locale-tag';
import { numberFormat } from '../i18n/number-format';

/** The member's credits, live: the cached user follows `counters.changed`. */
export function CreditsBalance({ credits }: { credits: number }) {
  const { t } = useTranslation();
  const number = numberFormat(useLocaleTag()).format(credits);
  return (
    <p className="credits-balance" aria-live="polite" data-testid="credits-balance">
      {t('credits_page.balance', { credits: number })}
    </p>
  );
}
