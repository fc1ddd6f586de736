import { createFileRoute, notFound } from '@tanstack/react-router';
import { FictionalConversationPage } from '../../../operator/fictional/fictional-conversation-page';
import { FICTIONAL_ROLES } from '../../../operator/console-areas';
import { OperatorLayout } from '../../../operator/operator-layout';
import { requireOperator } from '../../../operator/require-operator';

export const Route = createFileRoute('/operator/fictional/$conversationId')({
  loader: async ({ context, params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.conversationId)) throw notFound();
    await requireOperator(context.queryClient, `/operator/fictional/${params.conversationId}`, FICTIONAL_ROLES);
  },
  component: FictionalConversationRoute,
});

function FictionalConversationRoute() {
  const { conversationId } = Route.useParams();
  return (
    <OperatorLayout>
      <FictionalConversationPage conversationId={Number(conversationId)} />
    </OperatorLayout>
  );
}
