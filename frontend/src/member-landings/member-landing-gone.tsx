import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { openSignupModal } from '../accounts/signup/signup-modal-store';
import { usePageTitle } from '../layout/use-page-title';

/** The ad's member is gone (deleted, hidden, never existed): the layout's signup modal instead. */
export function MemberLandingGone() {
  const { t } = useTranslation();
  usePageTitle(t('member_landing.unavailable_title'));
  return (
    <Container className="member-landing__inner" data-testid="member-landing-gone">
      <h1 className="member-landing__title">{t('member_landing.unavailable_title')}</h1>
      <Alert variant="info">{t('errors.member_not_found')}</Alert>
      <Button variant="primary" onClick={openSignupModal}>
        {t('member_landing.browse')}
      </Button>
    </Container>
  );
}
