import { PACKAGE_TIERS } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';

/** Four grey cards while the server prices the packages. */
export function PackageGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="package-grid" role="status" aria-label={t('common.loading')}>
      {PACKAGE_TIERS.map((tier) => (
        <div key={tier} className="package-card package-card--skeleton placeholder-glow" aria-hidden="true">
          <span className="placeholder col-6" />
          <span className="placeholder placeholder-lg col-8" />
          <span className="placeholder col-5" />
        </div>
      ))}
    </div>
  );
}
