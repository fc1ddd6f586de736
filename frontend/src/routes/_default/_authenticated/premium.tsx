import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '../../../api/load-query';
import { userQuery } from '../../../auth/user-query';
import { loadActiveOffer } from '../../../payments/load-active-offer';
import { packagesQuery, premiumStatsQuery } from '../../../payments/payments-queries';
import { PremiumPage } from '../../../payments/premium-page';

export const Route = createFileRoute('/_default/_authenticated/premium')({
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(userQuery()).catch(() => null);
    await Promise.all([
      loadQuery(queryClient, packagesQuery(null)),
      loadActiveOffer(queryClient),
      // The measured claim shows to a member who has not paid.
      user?.paid_user ? undefined : loadQuery(queryClient, premiumStatsQuery()),
    ]);
  },
  // Before the prices arrive the page shows its skeleton.
  pendingComponent: PremiumPage,
  component: PremiumPage,
});
