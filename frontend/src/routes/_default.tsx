import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../layout/default-layout';
import { prefetchActiveOffer } from '../payments/load-active-offer';
import { DeferredPushBanner } from '../push/deferred-push-banner';

export const Route = createFileRoute('/_default')({
  // The offer bar's data, started with the page's own (not awaited: the page never waits for it).
  loader: ({ context: { queryClient } }) => {
    void prefetchActiveOffer(queryClient);
  },
  component: () => (
    <DefaultLayout banner={<DeferredPushBanner />}>
      <Outlet />
    </DefaultLayout>
  ),
});
