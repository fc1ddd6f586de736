import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../site-settings/use-settings';
import { CamCard } from './cam-card';
import { camsQuery } from './cams-query';
import './cams.scss';

/**
 * Live cams and partner profiles under the member search (docs/product.md#cams): a strip of its own
 * with its own heading, never among the members. Nothing shows while loading, on an error, or when
 * the site has none: the strip is an extra, the search is the page.
 */
export function CamStrip() {
  const { t } = useTranslation();
  const { name, member_resell: allowed } = useSettings();
  const cams = useQuery({ ...camsQuery(), enabled: allowed });
  if (!allowed || !cams.data || cams.data.length === 0) return null;
  return (
    <section className="cam-strip" aria-labelledby="cam-strip-title" data-testid="cam-strip">
      <h2 id="cam-strip-title" className="h5 mb-1">
        {t('cams.heading')}
      </h2>
      <p className="cam-strip__intro">{t('cams.intro', { site: name })}</p>
      <ul className="cam-strip__list list-unstyled">
        {cams.data.map((cam) => (
          <li key={cam.id}>
            <CamCard cam={cam} />
          </li>
        ))}
      </ul>
    </section>
  );
}
