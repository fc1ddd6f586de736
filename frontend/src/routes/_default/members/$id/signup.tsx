import { parseUrlId } from '@amoretto/shared';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CampaignSignupPage } from '../../../../campaigns/campaign-signup-page';
import { userQuery } from '../../../../auth/user-query';

// Campaign entry from an ad for one member. Members already have an account: straight to the member.
export const Route = createFileRoute('/_default/members/$id/signup')({
  beforeLoad: async ({ context, params }) => {
    const id = parseUrlId(params.id);
    if (id !== null && (await context.queryClient.ensureQueryData(userQuery()))) throw redirect({ href: `/members/${id}` });
  },
  component: CampaignSignupRoute,
});

function CampaignSignupRoute() {
  const { id } = Route.useParams();
  const memberId = parseUrlId(id);
  const navigate = useNavigate();
  // By href: the member page is its own route, and this one only needs its address.
  const finish = useCallback(() => void navigate({ href: `/members/${memberId}` }), [navigate, memberId]);
  return <CampaignSignupPage key={id} memberId={memberId} onFinish={finish} />;
}
