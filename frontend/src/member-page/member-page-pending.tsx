import Container from 'react-bootstrap/Container';
import { MemberPageSkeleton } from './member-page-skeleton';
// The route may show this before the page's own module (and its styles) has run.
import '../accounts/accounts.scss';
import '../profile/profile.scss';
import './member-page.scss';

/** The member page before its data: the route shows it while loading, the page while refetching. */
export function MemberPagePending() {
  return (
    <Container className="member-page" aria-busy="true">
      <MemberPageSkeleton />
    </Container>
  );
}
