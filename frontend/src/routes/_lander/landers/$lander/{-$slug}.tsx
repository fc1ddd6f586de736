import { createFileRoute, notFound } from '@tanstack/react-router';
import { landerAddress } from '../../../../landers/lander-address';
import { LanderPage } from '../../../../landers/lander-page';

// /landers/{name}/{slug?}: the eleven landers of the landers table (shared/src/landers), one route
// so the first page's route tree carries one entry, not eleven. The checks run in the loader, which
// is split off with the page: an unknown lander, or a slug on one that takes none, is a 404.
export const Route = createFileRoute('/_lander/landers/$lander/{-$slug}')({
  loader: ({ params }) => {
    if (!landerAddress(params.lander, params.slug)) throw notFound();
  },
  component: LanderRoute,
});

function LanderRoute() {
  const { lander, slug } = Route.useParams();
  const address = landerAddress(lander, slug);
  return address ? <LanderPage name={address.name} slug={address.slug} /> : null;
}
