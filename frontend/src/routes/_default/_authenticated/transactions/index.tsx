import { createFileRoute } from '@tanstack/react-router';
import { TransactionsPage } from '../../../../payments/transactions/transactions-page';

export const Route = createFileRoute('/_default/_authenticated/transactions/')({
  component: TransactionsPage,
});
