import { createFileRoute, redirect } from '@tanstack/react-router';

// Account settings are the only settings so far; /settings leads there.
export const Route = createFileRoute('/_default/_authenticated/settings/')({
  beforeLoad: () => {
    throw redirect({ to: '/settings/account' });
  },
});
