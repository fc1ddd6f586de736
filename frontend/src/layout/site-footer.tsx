import { COPYRIGHT_YEAR } from '@amoretto/shared';
import { Link } from '@tanstack/react-router';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
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
      <Container>
        <Row className="gy-4">
          <Col xs={12} lg={5}>
            <LogoLink light />
            <p className="site-footer__tagline mt-3 mb-0">{t('footer.tagline')}</p>
          </Col>
          <Col xs={6} lg={{ span: 3, offset: 1 }}>
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
          </Col>
          <Col xs={6} lg={3}>
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
          </Col>
        </Row>
        {withDisclaimer ? <Disclaimer /> : null}
        {locale === 'en' ? <UsCompliance /> : null}
        <p className="site-footer__copyright mb-0">{t('footer.copyright', { year: COPYRIGHT_YEAR, name: settings.name })}</p>
      </Container>
    </footer>
  );
}
