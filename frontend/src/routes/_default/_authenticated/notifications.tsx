import { createFileRoute } from '@tanstack/react-router';
import { loadFreshQuery } from '../../../api/load-query';
import { notificationSettingsQuery } from '../../../notifications/notification-settings-api';
import { NotificationsPage } from '../../../notifications/notifications-page';

// Asked again on every entry: an unsubscribe in a mail program or a bounce may have changed it since.
export const Route = createFileRoute('/_default/_authenticated/notifications')({
  loader: ({ context: { queryClient }, preload }) => loadFreshQuery(queryClient, notificationSettingsQuery(), { preload }),
  component: NotificationsPage,
});
