import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import { useAuth } from '../../auth/use-auth';
import { ActivationReminderAlert } from './activation-reminder-alert';
import { activationReminder, isCampaignSignupPage, SIGNUP_PAGES } from './activation-reminder';
import { ActivationReminderModal } from './activation-reminder-modal';
import { AddPhotoAlert } from './add-photo-alert';
import { readDismissal, storeDismissal } from './alert-dismissals';
import '../accounts.scss';

function dismissedBefore(userId: number): boolean {
  try {
    return readDismissal(window.localStorage, 'activation-reminder', userId) !== null;
  } catch {
    return false;
  }
}

/** The default layout's member banners (docs/product.md#member-banners), and the activation reminder. */
export function BannerAlerts() {
  const { user } = useAuth();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Per member id, so a second account in this browser gets its own reminder.
  const [dismissedFor, setDismissedFor] = useState<number[]>([]);
  if (!user) return null;
  const reminder = activationReminder(user, pathname, dismissedFor.includes(user.id) || dismissedBefore(user.id));
  const photo = !user.profile.main_image && !SIGNUP_PAGES.includes(pathname) && !isCampaignSignupPage(pathname);

  const dismissReminder = () => {
    try {
      storeDismissal(window.localStorage, 'activation-reminder', user.id, Date.now());
    } catch {
      // Not stored: closed for this page load only.
    }
    setDismissedFor((ids) => [...ids, user.id]);
  };

  return (
    <>
      {reminder === 'modal' ? <ActivationReminderModal user={user} onDismiss={dismissReminder} /> : null}
      {reminder === 'alert' || photo ? (
        <Container className="banner-alerts">
          {reminder === 'alert' ? <ActivationReminderAlert user={user} /> : null}
          {photo ? <AddPhotoAlert key={user.id} user={user} /> : null}
        </Container>
      ) : null}
    </>
  );
}
