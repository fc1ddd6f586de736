import { useRouterState } from '@tanstack/react-router';
import { lazy, useState } from 'react';
import { useAuth } from '../auth/use-auth';
import { wholeCatalog } from '../i18n/i18n';
import { Deferred } from '../ui/deferred';

// Loaded once the page has settled (ui/page-settled.ts), with the catalog's second part its texts
// are in. If either cannot load, this page goes without the banner rather than failing.
const PushBanner = lazy(() =>
  Promise.all([import('./push-banner'), wholeCatalog()]).then(
    ([module]) => ({ default: module.PushBanner }),
    () => ({ default: () => null }),
  ),
);

/**
 * The enable-push banner for a logged-in member, none of its code in the first page's download
 * (push-banner.tsx). The page the member was on when it got its place is noted here, not in the
 * lazy part: a member who moves on before that code has loaded is already on their second page.
 */
export function DeferredPushBanner() {
  const { loggedIn } = useAuth();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [arrival, setArrival] = useState<string | null>(null);
  if (loggedIn && arrival === null) setArrival(pathname);
  if (!loggedIn && arrival !== null) setArrival(null);
  return loggedIn ? (
    <Deferred until="settled">
      <PushBanner arrival={arrival ?? pathname} />
    </Deferred>
  ) : null;
}
