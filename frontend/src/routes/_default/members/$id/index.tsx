import { createFileRoute } from '@tanstack/react-router';
import { loadMemberPage } from '../../../../member-page/load-member-page';
import { MemberPage } from '../../../../member-page/member-page';
import { MemberPagePending } from '../../../../member-page/member-page-pending';
import { idParams } from '../../../../router-params';

// Public: visitors see a profile when the site lets them search (the server applies the rule).
export const Route = createFileRoute('/_default/members/$id/')({
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }) => loadMemberPage(queryClient, id),
  pendingComponent: MemberPagePending,
  component: MemberRoute,
});

function MemberRoute() {
  const { id } = Route.useParams();
  return <MemberPage key={id} memberId={id} />;
}
