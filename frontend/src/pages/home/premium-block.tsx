import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from '@amoretto/shared';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';

const PREMIUM_MATCH_ADVANTAGE_PERCENT = 46;

export function PremiumBlock() {
  const { t } = useTranslation();
  const benefits = [
    t('home.premium_benefit_photos'),
    t('home.premium_benefit_upload', { premium: PHOTO_LIMIT_PREMIUM, free: PHOTO_LIMIT_FREE }),
    t('home.premium_benefit_features'),
    t('home.premium_benefit_forever'),
  ];
  return (
    <section className="premium-block" aria-labelledby="premium-title">
      <Container>
        <Row className="align-items-center gy-4">
          <Col lg={5}>
            <div className="premium-block__stat">
              <span className="premium-block__number">{PREMIUM_MATCH_ADVANTAGE_PERCENT}%</span>
              <span className="premium-block__stat-label">{t('home.premium_stat')}</span>
            </div>
          </Col>
          <Col lg={7}>
            <p className="section-heading__kicker text-white-50">{t('home.premium_kicker')}</p>
            <h2 id="premium-title" className="text-white">
              {t('home.premium_title')}
            </h2>
            <p className="premium-block__lead">{t('home.premium_body')}</p>
            <ul className="premium-block__list">
              {benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            <p className="small text-white-50 mb-0">{t('home.premium_note')}</p>
          </Col>
        </Row>
      </Container>
    </section>
  );
}
