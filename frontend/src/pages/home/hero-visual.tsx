import { useTranslation } from 'react-i18next';

/**
 * An illustrated chat card instead of a stock photo: it shows what the product is
 * (conversation and matches) without using anyone's picture.
 */
export function HeroVisual() {
  const { t } = useTranslation();
  return (
    <div className="hero-visual" aria-hidden="true">
      <div className="hero-visual__card">
        <div className="hero-visual__header">
          <span className="hero-visual__avatar hero-visual__avatar--a" />
          <span className="hero-visual__lines">
            <span className="hero-visual__name" />
            <span className="hero-visual__status">{t('home.visual_online')}</span>
          </span>
        </div>
        <div className="hero-visual__bubble hero-visual__bubble--in">{t('home.visual_message_1')}</div>
        <div className="hero-visual__bubble hero-visual__bubble--out">{t('home.visual_message_2')}</div>
        <div className="hero-visual__bubble hero-visual__bubble--in">{t('home.visual_message_3')}</div>
        <div className="hero-visual__typing">
          <span />
          <span />
          <span />
        </div>
      </div>
      <div className="hero-visual__match">
        <span className="hero-visual__avatar hero-visual__avatar--b" />
        <span className="hero-visual__heart">♥</span>
        <span className="hero-visual__avatar hero-visual__avatar--c" />
        <strong className="ms-2">{t('home.visual_match')}</strong>
      </div>
    </div>
  );
}
