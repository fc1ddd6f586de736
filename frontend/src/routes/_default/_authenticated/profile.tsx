import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '../../../api/load-query';
import { ProfilePage } from '../../../profile/profile-page';
import { interestsQuery, regionsQuery } from '../../../profile/profile-queries';

export const Route = createFileRoute('/_default/_authenticated/profile')({
  // The reference lists of the details form; the photos, always refetched on entering, load in their section.
  loader: ({ context: { queryClient } }) => Promise.all([loadQuery(queryClient, regionsQuery()), loadQuery(queryClient, interestsQuery())]),
  // Before its data the page shows its sections' skeletons.
  pendingComponent: ProfilePage,
  component: ProfilePage,
});
