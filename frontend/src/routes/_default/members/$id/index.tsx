import { createFileRoute } from '@tanstack/react-router';
import { parseMemberId } from '../../../../accounts/campaign/member-card-query';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { MemberPage } from '../../../../member-page/member-page';

// Public: visitors see a profile when the site lets them search (the server applies the rule).
export const Route = createFileRoute('/_default/members/$id/')({
  component: MemberRoute,
});

function MemberRoute() {
  const { id } = Route.useParams();
  const memberId = parseMemberId(id);
  return memberId === null ? <NotFoundPage /> : <MemberPage key={memberId} memberId={memberId} />;
}
