import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function FaqTeaser() {
  const { t } = useTranslation();
  return (
    <section className="home-section faq-teaser" aria-labelledby="faq-teaser-title">
      <div className="container text-center">
        <h2 id="faq-teaser-title" className="h3">
          {t('home.faq_title')}
        </h2>
        <p className="section-heading__intro mx-auto">{t('home.faq_body')}</p>
        <Link to="/pages/$page" params={{ page: 'faq' }} className="btn btn-outline-primary btn-lg mt-2">
          {t('home.faq_cta')}
        </Link>
      </div>
    </section>
  );
}
