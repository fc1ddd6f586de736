import { createFileRoute } from '@tanstack/react-router';
import { CampaignsPage } from '../../operator/campaigns/campaigns-page';
import { CAMPAIGN_ROLES } from '../../operator/console-areas';
import { OperatorLayout } from '../../operator/operator-layout';
import { requireOperator } from '../../operator/require-operator';

// Campaigns and codes in the console (docs/product.md#operator-campaigns); loads only here.
export const Route = createFileRoute('/operator/campaigns')({
  loader: ({ context }) => requireOperator(context.queryClient, '/operator/campaigns', CAMPAIGN_ROLES),
  component: () => (
    <OperatorLayout>
      <CampaignsPage />
    </OperatorLayout>
  ),
});
