import type { LikesType } from '@amoretto/shared';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadFreshQuery } from '../../../../api/load-query';
import { LikesPage } from '../../../../likes/likes-page';
import { likesQuery } from '../../../../likes/likes-query';
import { isLikesType } from '../../../../likes/likes-type';

export const Route = createFileRoute('/_default/_authenticated/likes/$type')({
  params: {
    // Only the three lists exist; anything else is a 404 like any unmatched URL.
    parse: ({ type }): { type: LikesType } => {
      if (!isLikesType(type)) throw notFound();
      return { type };
    },
    stringify: ({ type }) => ({ type }),
  },
  // Asked again on every entry: a liker opened meanwhile is no longer new. Older pages load on request.
  loader: ({ context: { queryClient }, params: { type }, preload }) => loadFreshQuery(queryClient, likesQuery(type), { preload }),
  // Before the list arrives the page shows its skeletons.
  pendingComponent: LikesTypeRoute,
  component: LikesTypeRoute,
});

function LikesTypeRoute() {
  return <LikesPage type={Route.useParams().type} />;
}
