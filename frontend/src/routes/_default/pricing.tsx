import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../../payments/pricing-page';

// Public: visitors see the list prices, members their own.
export const Route = createFileRoute('/_default/pricing')({
  component: PricingPage,
});
