import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '../../api/load-query';
import { loadActiveOffer } from '../../payments/load-active-offer';
import { packagesQuery, premiumStatsQuery } from '../../payments/payments-queries';
import { PricingPage } from '../../payments/pricing-page';

// Public: visitors see the list prices, members their own.
export const Route = createFileRoute('/_default/pricing')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([loadQuery(queryClient, packagesQuery(null)), loadActiveOffer(queryClient), loadQuery(queryClient, premiumStatsQuery())]),
  // Before the prices arrive the page shows its skeleton.
  pendingComponent: PricingPage,
  component: PricingPage,
});
