import { createFileRoute } from '@tanstack/react-router';
import { ModerationPage } from '../../operator/moderation/moderation-page';
import { OperatorLayout } from '../../operator/operator-layout';
import { requireOperator } from '../../operator/require-operator';

export const Route = createFileRoute('/operator/moderation')({
  loader: async ({ context }) => {
    await requireOperator(context.queryClient, '/operator/moderation', ['moderator', 'admin']);
  },
  component: () => (
    <OperatorLayout>
      <ModerationPage />
    </OperatorLayout>
  ),
});
