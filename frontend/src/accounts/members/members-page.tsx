import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/use-auth';
import { usePageTitle } from '../../layout/use-page-title';
import { MemberGrid } from './member-grid';
import '../accounts.scss';

/** The landing page after login: newest members. Full search is a later issue. */
export function MembersPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle(t('members.title'));
  return (
    <Container className="members-page">
      <header className="members-page__header">
        <h1 className="members-page__title">{t('members.title')}</h1>
        <p className="members-page__intro">{user ? t('members.intro', { name: user.profile.name }) : null}</p>
      </header>
      <MemberGrid />
    </Container>
  );
}
