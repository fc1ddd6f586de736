import { createFileRoute, redirect } from '@tanstack/react-router';

// /likes opens the received likes (the tabs live at /likes/{type}, docs/product.md#likes).
export const Route = createFileRoute('/_default/_authenticated/likes/')({
  beforeLoad: () => {
    throw redirect({ to: '/likes/$type', params: { type: 'received' }, replace: true });
  },
});
