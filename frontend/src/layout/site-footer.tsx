import { COPYRIGHT_YEAR } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { STATIC_PAGES_LEGAL } from '../pages/static/static-pages';
import { useSettings } from '../site-settings/use-settings';
import { Disclaimer } from './disclaimer';
import { LogoLink } from './logo-link';
import { UsCompliance } from './us-compliance';

export function SiteFooter({ withDisclaimer = true }: { withDisclaimer?: boolean }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { locale } = useLocale();

  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row gy-4">
          <div className="col-12 col-lg-5">
            <LogoLink light />
            <p className="site-footer__tagline mt-3 mb-0">{t('footer.tagline')}</p>
          </div>
          <div className="col-6 col-lg-3 offset-lg-1">
            <h2 className="site-footer__heading">{t('footer.legal')}</h2>
            <ul className="list-unstyled site-footer__links">
              {STATIC_PAGES_LEGAL.map(({ page, label }) => (
                <li key={page}>
                  <Link to="/pages/$page" params={{ page }}>
                    {t(label)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/pricing" data-testid="footer-pricing">
                  {t('footer.pricing')}
                </Link>
              </li>
            </ul>
          </div>
          <div className="col-6 col-lg-3">
            <h2 className="site-footer__heading">{t('footer.help')}</h2>
            <ul className="list-unstyled site-footer__links">
              <li>
                <Link to="/pages/$page" params={{ page: 'faq' }}>
                  {t('footer.faq')}
                </Link>
              </li>
              <li>
                <Link to="/pages/$page" params={{ page: 'service' }}>
                  {t('footer.service')}
                </Link>
              </li>
              <li>
                <Link to="/complaints">{t('footer.complaints')}</Link>
              </li>
              <li>
                <a href={`mailto:${settings.support_email}`}>{t('footer.support')}</a>
              </li>
            </ul>
          </div>
        </div>
        {withDisclaimer ? <Disclaimer /> : null}
        {locale === 'en' ? <UsCompliance /> : null}
        <p className="site-footer__copyright mb-0">{t('footer.copyright', { year: COPYRIGHT_YEAR, name: settings.name })}</p>
      </div>
    </footer>
  );
}
