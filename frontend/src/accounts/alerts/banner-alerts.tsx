import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../auth/use-auth';
import { ActivationReminderAlert } from './activation-reminder-alert';
import { activationReminder, isCampaignSignupPage, SIGNUP_PAGES } from './activation-reminder';
import { AddPhotoAlert } from './add-photo-alert';
import { showMailOffBanner } from '../../notifications/notification-rules';
import { readDismissal, storeDismissal } from './alert-dismissals';
import '../accounts.scss';

// Dialogs load on first use: they are seldom shown, and Modal is the heaviest part of react-bootstrap.
const ActivationReminderModal = lazy(() =>
  import('./activation-reminder-modal').then((module) => ({ default: module.ActivationReminderModal })),
);
// Seldom shown (mail off after a bounce, a complaint or an unsubscribe): out of the first download too.
const MailOffAlert = lazy(() => import('./mail-off-alert').then((module) => ({ default: module.MailOffAlert })));

function dismissedBefore(userId: number): boolean {
  try {
    return readDismissal(window.localStorage, 'activation-reminder', userId) !== null;
  } catch {
    return false;
  }
}

function mailOffDismissal(userId: number): number | null {
  try {
    return readDismissal(window.localStorage, 'email-off', userId);
  } catch {
    return null;
  }
}

/** The default layout's member banners (docs/product.md#member-banners), and the activation reminder. */
export function BannerAlerts() {
  const { user } = useAuth();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Per member id, so a second account in this browser gets its own reminder.
  const [dismissedFor, setDismissedFor] = useState<number[]>([]);
  const [mailOffClosedFor, setMailOffClosedFor] = useState<number[]>([]);
  if (!user) return null;
  const reminder = activationReminder(user, pathname, dismissedFor.includes(user.id) || dismissedBefore(user.id));
  const photo = !user.profile.main_image && !SIGNUP_PAGES.includes(pathname) && !isCampaignSignupPage(pathname);
  const mailOff =
    !mailOffClosedFor.includes(user.id) && showMailOffBanner(user.notifications_disabled, mailOffDismissal(user.id), Date.now(), pathname);

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
      {reminder === 'modal' ? (
        <Suspense fallback={null}>
          <ActivationReminderModal user={user} onDismiss={dismissReminder} />
        </Suspense>
      ) : null}
      {reminder === 'alert' || photo || mailOff ? (
        <div className="container banner-alerts">
          {reminder === 'alert' ? <ActivationReminderAlert user={user} /> : null}
          {mailOff ? (
            <Suspense fallback={null}>
              <MailOffAlert key={user.id} user={user} onClose={() => setMailOffClosedFor((ids) => [...ids, user.id])} />
            </Suspense>
          ) : null}
          {photo ? <AddPhotoAlert key={user.id} user={user} /> : null}
        </div>
      ) : null}
    </>
  );
}
