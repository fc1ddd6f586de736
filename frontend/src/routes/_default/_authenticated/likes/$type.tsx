import { createFileRoute, notFound } from '@tanstack/react-router';
import { LikesPage } from '../../../../likes/likes-page';
import { isLikesType } from '../../../../likes/likes-type';

export const Route = createFileRoute('/_default/_authenticated/likes/$type')({
  // Only the three lists exist; anything else is a 404 like any unmatched URL.
  beforeLoad: ({ params }) => {
    if (!isLikesType(params.type)) throw notFound();
  },
  component: LikesTypeRoute,
});

function LikesTypeRoute() {
  const { type } = Route.useParams();
  return isLikesType(type) ? <LikesPage type={type} /> : null;
}
