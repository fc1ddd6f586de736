import { useRouterState } from '@tanstack/react-router';
import Container from 'react-bootstrap/Container';
import { useAuth } from '../../auth/use-auth';
import { ActivationReminderAlert } from './activation-reminder-alert';
import { AddPhotoAlert } from './add-photo-alert';
import '../accounts.scss';

// The signup flow ends on the confirm-your-email page and the activation pages are about
// the same thing: there the banners would only repeat or interrupt.
const SIGNUP_PAGES = ['/signup', '/signup-matches', '/complete-signup'];
const ACTIVATION_PAGES = [...SIGNUP_PAGES, '/activate/done', '/activate/error'];

/** The default layout's member banners (spec §4 "Banner alerts"). */
export function BannerAlerts() {
  const { user } = useAuth();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!user) return null;
  const activation = user.status === 'not_confirmed' && !ACTIVATION_PAGES.includes(pathname);
  const photo = !user.profile.main_image && !SIGNUP_PAGES.includes(pathname);
  if (!activation && !photo) return null;
  return (
    <Container className="banner-alerts">
      {activation ? <ActivationReminderAlert user={user} /> : null}
      {photo ? <AddPhotoAlert key={user.id} user={user} /> : null}
    </Container>
  );
}
