import { createFileRoute } from '@tanstack/react-router';
import { loadFreshQuery } from '../../../../api/load-query';
import { RepeatOrderPage } from '../../../../payments/repeat-order/repeat-order-page';
import { repeatOrdersQuery } from '../../../../payments/repeat-order/repeat-orders-query';

export const Route = createFileRoute('/_default/_authenticated/credits/repeat-order')({
  // Today's prices, asked again on every entry.
  loader: ({ context: { queryClient }, preload }) => loadFreshQuery(queryClient, repeatOrdersQuery(), { preload }),
  // Before the orders arrive the page shows its skeleton.
  pendingComponent: RepeatOrderPage,
  component: RepeatOrderPage,
});
