import { createFileRoute } from '@tanstack/react-router';
import { parseMemberId } from '../../../../../accounts/campaign/member-card-query';
import { NotFoundPage } from '../../../../../errors/not-found-page';
import { MemberPage } from '../../../../../member-page/member-page';

// Spec §2: the likes list opens members here; it is the same page as /members/$id.
export const Route = createFileRoute('/_default/_authenticated/likes/m/$id')({
  component: LikedMemberRoute,
});

function LikedMemberRoute() {
  const { id } = Route.useParams();
  const memberId = parseMemberId(id);
  return memberId === null ? <NotFoundPage /> : <MemberPage key={memberId} memberId={memberId} />;
}
