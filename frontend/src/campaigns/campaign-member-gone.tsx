import { Link } from '@tanstack/react-router';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';

/** The ad's member is gone (deleted, hidden, or never existed): the ordinary signup instead. */
export function CampaignMemberGone() {
  const { t } = useTranslation();
  return (
    <Container className="campaign-page">
      <div className="signup-page__card">
        <h1 className="signup-page__title">{t('campaign.not_found_title')}</h1>
        <Alert variant="info">{t('errors.member_not_found')}</Alert>
        <Link to="/signup" className="btn btn-primary">
          {t('campaign.signup_anyway')}
        </Link>
      </div>
    </Container>
  );
}
