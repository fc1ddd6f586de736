import { parseUrlId } from '@amoretto/shared';
import { createFileRoute } from '@tanstack/react-router';
import { MemberLandingPage } from '../../../../member-landings/member-landing-page';
import { memberLandingBeforeLoad } from '../../../../member-landings/member-landing-route';
import { memberLandingVariant } from '../../../../member-landings/member-landing-variants';

// The member landing of an ad (docs/product.md#member-landings): the card and a call to chat.
export const Route = createFileRoute('/_empty/members/$id/landing')({
  beforeLoad: ({ context, params }) => memberLandingBeforeLoad(context.queryClient, params.id),
  component: MemberLandingRoute,
});

function MemberLandingRoute() {
  const { id } = Route.useParams();
  return <MemberLandingPage key={id} memberId={parseUrlId(id)} variant={memberLandingVariant('landing')} />;
}
