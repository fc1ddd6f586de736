import { createFileRoute } from '@tanstack/react-router';
import { loadMemberPage } from '../../../../../member-page/load-member-page';
import { MemberPage } from '../../../../../member-page/member-page';
import { MemberPagePending } from '../../../../../member-page/member-page-pending';
import { idParams } from '../../../../../router-params';

// docs/product.md#likes: the likes list opens members here; it is the same page as /members/$id.
export const Route = createFileRoute('/_default/_authenticated/likes/m/$id')({
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }) => loadMemberPage(queryClient, id),
  pendingComponent: MemberPagePending,
  component: LikedMemberRoute,
});

function LikedMemberRoute() {
  const { id } = Route.useParams();
  return <MemberPage key={id} memberId={id} />;
}
