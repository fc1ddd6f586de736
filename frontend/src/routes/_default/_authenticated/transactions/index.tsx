import { createFileRoute } from '@tanstack/react-router';
import { loadFreshQuery } from '../../../../api/load-query';
import { TransactionsPage } from '../../../../payments/transactions/transactions-page';
import { paymentsQuery } from '../../../../payments/transactions/transactions-query';

export const Route = createFileRoute('/_default/_authenticated/transactions/')({
  // Asked again on every entry: a payment may have settled since.
  loader: ({ context: { queryClient }, preload }) => loadFreshQuery(queryClient, paymentsQuery(), { preload }),
  // Before the list arrives the page shows its skeleton.
  pendingComponent: TransactionsPage,
  component: TransactionsPage,
});
