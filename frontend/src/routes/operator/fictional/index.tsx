import { createFileRoute } from '@tanstack/react-router';
import { FictionalQueuePage } from '../../../operator/fictional/fictional-queue-page';
import { FICTIONAL_ROLES } from '../../../operator/console-areas';
import { OperatorLayout } from '../../../operator/operator-layout';
import { requireOperator } from '../../../operator/require-operator';

// The console's fictional-profiles area (docs/product.md#fictional-answers); loads only here.
export const Route = createFileRoute('/operator/fictional/')({
  loader: ({ context }) => requireOperator(context.queryClient, '/operator/fictional', FICTIONAL_ROLES),
  component: () => (
    <OperatorLayout>
      <FictionalQueuePage />
    </OperatorLayout>
  ),
});
