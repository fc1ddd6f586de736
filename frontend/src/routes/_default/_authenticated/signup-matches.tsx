import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '../../../api/load-query';
import { SignupMatchesPage } from '../../../accounts/signup/signup-matches-page';
import { newestMembersQuery } from '../../../members/newest-members-query';

export const Route = createFileRoute('/_default/_authenticated/signup-matches')({
  loader: ({ context: { queryClient } }) => loadQuery(queryClient, newestMembersQuery()),
  // Before the members arrive the page shows the grid's skeletons.
  pendingComponent: SignupMatchesPage,
  component: SignupMatchesPage,
});
