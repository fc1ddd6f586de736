import { createFileRoute, notFound } from '@tanstack/react-router';
import { SUPPORT_ROLES } from '../../../operator/console-areas';
import { OperatorLayout } from '../../../operator/operator-layout';
import { requireOperator } from '../../../operator/require-operator';
import { SupportMemberPage } from '../../../operator/support/support-member-page';

export const Route = createFileRoute('/operator/support/$memberId')({
  loader: async ({ context, params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.memberId)) throw notFound();
    return { operator: await requireOperator(context.queryClient, `/operator/support/${params.memberId}`, SUPPORT_ROLES) };
  },
  component: SupportMemberRoute,
});

function SupportMemberRoute() {
  const { memberId } = Route.useParams();
  const { operator } = Route.useLoaderData();
  return (
    <OperatorLayout>
      <SupportMemberPage key={memberId} memberId={Number(memberId)} operator={operator} />
    </OperatorLayout>
  );
}
