import { createFileRoute, redirect } from '@tanstack/react-router';

// The settings are the notification settings first (the account menu's Settings); the account
// settings are a tab away. /settings leads to the first.
export const Route = createFileRoute('/_default/_authenticated/settings/')({
  beforeLoad: () => {
    throw redirect({ to: '/notifications' });
  },
});
