import { useTranslation } from 'react-i18next';
import { useConsentState, reopenConsent } from './consent-store';

/** On /pages/cookies: the visitor's current choice and the way to change it (docs/product.md#consent). */
export function CookieSettingsPanel() {
  const { t } = useTranslation();
  const { consent } = useConsentState();
  const allowed = consent
    ? [
        t('consent.necessary'),
        ...(consent.analytics ? [t('consent.analytics')] : []),
        ...(consent.marketing ? [t('consent.marketing')] : []),
      ]
    : [];
  return (
    <div className="alert alert-light border d-flex flex-wrap align-items-center gap-2 mb-4" data-testid="cookie-settings-panel">
      <p className="mb-0 flex-grow-1" data-testid="cookie-settings-current">
        {consent ? t('consent.current', { choice: allowed.join(', ') }) : t('consent.current_none')}
      </p>
      <button type="button" className="btn btn-sm btn-secondary" onClick={reopenConsent} data-testid="cookie-settings-change">
        {t('consent.change')}
      </button>
    </div>
  );
}
