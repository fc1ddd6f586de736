import { Link } from '@tanstack/react-router';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../layout/use-page-title';
import { MemberGrid } from '../../members/member-grid';
import '../accounts.scss';

const TEASER_SIZE = 6;

/** After the signup steps: a few newest members as a taste of the site, then confirm the email. */
export function SignupMatchesPage() {
  const { t } = useTranslation();
  usePageTitle(t('signup_matches.title'));
  return (
    <Container className="signup-matches">
      <header className="members-page__header text-center">
        <h1 className="members-page__title">{t('signup_matches.title')}</h1>
        <p className="members-page__intro">{t('signup_matches.intro')}</p>
      </header>
      <MemberGrid limit={TEASER_SIZE} />
      <div className="text-center mt-4">
        <Link to="/complete-signup" className="btn btn-primary btn-lg" data-testid="signup-matches-continue">
          {t('signup_matches.continue')}
        </Link>
      </div>
    </Container>
  );
}
