import { createFileRoute } from '@tanstack/react-router';
import { RepeatOrderPage } from '../../../../payments/repeat-order/repeat-order-page';

export const Route = createFileRoute('/_default/_authenticated/credits/repeat-order')({
  component: RepeatOrderPage,
});
