import { useTranslation } from 'react-i18next';

/** docs/product.md#payments: one payment, no subscription, no renewal; the first package makes premium for life. */
export function OneTimeNotice() {
  const { t } = useTranslation();
  return (
    <aside className="one-time-notice" data-testid="one-time-notice">
      <span className="one-time-notice__icon" aria-hidden="true">
        ✓
      </span>
      <p className="mb-0">
        <strong>{t('pricing.one_time_title')}</strong> {t('pricing.one_time_body')}
      </p>
    </aside>
  );
}
