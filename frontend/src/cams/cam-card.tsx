import type { CamProfile } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';

/** A partner profile: its kind written on it, and the cam labels where they apply (docs/product.md#cams). */
export function CamCard({ cam }: { cam: CamProfile }) {
  const { t } = useTranslation();
  return (
    <article className="cam-card" data-testid="cam-card" data-cam-kind={cam.kind}>
      <div className="cam-card__media">
        <img src={cam.photo_url} alt="" width={240} height={240} loading="lazy" decoding="async" />
        <div className="cam-card__labels">
          {cam.live ? (
            <span className="badge text-bg-danger" data-testid="cam-live">
              <span className="cam-card__dot" aria-hidden="true" /> {t('cams.live')}
            </span>
          ) : null}
          {cam.exclusive ? (
            <span className="badge text-bg-warning" data-testid="cam-exclusive">
              {t('cams.exclusive')}
            </span>
          ) : null}
        </div>
      </div>
      <div className="cam-card__body">
        <p className="cam-card__kind" data-testid="cam-kind">
          {t(cam.kind === 'cam' ? 'cams.kind_cam' : 'cams.kind_resell')}
        </p>
        <h3 className="cam-card__name">{cam.name}</h3>
        <p className="cam-card__place">{t('cams.age_city', { age: cam.age, city: cam.city })}</p>
      </div>
    </article>
  );
}
