import type { LikesType } from '@amoretto/shared';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { LikesPage } from '../../../../likes/likes-page';
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
  component: LikesTypeRoute,
});

function LikesTypeRoute() {
  return <LikesPage type={Route.useParams().type} />;
}
