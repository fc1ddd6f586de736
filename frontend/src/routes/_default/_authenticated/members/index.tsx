import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from '../../../../accounts/members/members-page';
import { newestMembersQuery } from '../../../../accounts/members/newest-members-query';

export const Route = createFileRoute('/_default/_authenticated/members/')({
  // Start loading while the route resolves; the page shows skeletons until it arrives.
  loader: ({ context }) => void context.queryClient.prefetchQuery(newestMembersQuery()),
  component: MembersPage,
});
