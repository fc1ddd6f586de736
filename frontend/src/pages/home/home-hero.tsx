import { MINIMUM_AGE } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';
import { HeroActions } from './hero-actions';
import { HeroVisual } from './hero-visual';
import { useHomeTexts } from './use-home-texts';

export function HomeHero() {
  const { t } = useTranslation();
  const texts = useHomeTexts();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__glow" aria-hidden="true" />
      <div className="container position-relative">
        <div className="row align-items-center gy-5">
          <div className="col-lg-6">
            <p className="hero__kicker">{t('home.hero_kicker', { age: MINIMUM_AGE })}</p>
            <h1 id="hero-title" className="hero__title">
              {texts.title}
            </h1>
            <p className="hero__lead">{texts.lead}</p>
            <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
              <HeroActions />
              <span className="hero__note">{t('home.hero_note')}</span>
            </div>
          </div>
          <div className="col-lg-6">
            <HeroVisual />
          </div>
        </div>
      </div>
    </section>
  );
}
