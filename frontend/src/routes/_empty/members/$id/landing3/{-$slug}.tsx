import { parseUrlId } from '@amoretto/shared';
import { createFileRoute } from '@tanstack/react-router';
import { MemberLandingPage } from '../../../../../member-landings/member-landing-page';
import { memberLandingBeforeLoad } from '../../../../../member-landings/member-landing-route';
import { memberLandingVariant } from '../../../../../member-landings/member-landing-variants';

// A member landing variant (docs/product.md#member-landings); the slug picks it from the variants' data.
export const Route = createFileRoute('/_empty/members/$id/landing3/{-$slug}')({
  beforeLoad: ({ context, params }) => memberLandingBeforeLoad(context.queryClient, params.id),
  component: MemberLanding3Route,
});

function MemberLanding3Route() {
  const { id, slug } = Route.useParams();
  return <MemberLandingPage key={`${id}/${slug ?? ''}`} memberId={parseUrlId(id)} variant={memberLandingVariant('landing3', slug)} />;
}
