import { createFileRoute } from '@tanstack/react-router';
import { newestMembersQuery } from '../../../members/newest-members-query';
import { SignupMatchesPage } from '../../../accounts/signup/signup-matches-page';

export const Route = createFileRoute('/_default/_authenticated/signup-matches')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(newestMembersQuery()),
  component: SignupMatchesPage,
});
