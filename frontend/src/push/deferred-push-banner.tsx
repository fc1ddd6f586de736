import { lazy } from 'react';
import { useAuth } from '../auth/use-auth';
import { wholeCatalog } from '../i18n/i18n';
import { AfterFirstPaint } from '../ui/after-first-paint';

// Loaded after the first paint, with the catalog's second part its texts are in. If either cannot
// load, this page goes without the banner rather than failing.
const PushBanner = lazy(() =>
  Promise.all([import('./push-banner'), wholeCatalog()]).then(
    ([module]) => ({ default: module.PushBanner }),
    () => ({ default: () => null }),
  ),
);

/** The enable-push banner for a logged-in member, none of its code in the first page's download (push-banner.tsx). */
export function DeferredPushBanner() {
  const { loggedIn } = useAuth();
  return loggedIn ? (
    <AfterFirstPaint>
      <PushBanner />
    </AfterFirstPaint>
  ) : null;
}
