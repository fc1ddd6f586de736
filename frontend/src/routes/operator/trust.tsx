import { createFileRoute } from '@tanstack/react-router';
import { TRUST_ROLES } from '../../operator/console-areas';
import { OperatorLayout } from '../../operator/operator-layout';
import { requireOperator } from '../../operator/require-operator';
import { TrustPage } from '../../operator/trust/trust-page';

// Limits tied to trust in the console (docs/product.md#trust); loads only here.
export const Route = createFileRoute('/operator/trust')({
  loader: ({ context }) => requireOperator(context.queryClient, '/operator/trust', TRUST_ROLES),
  component: () => (
    <OperatorLayout>
      <TrustPage />
    </OperatorLayout>
  ),
});
