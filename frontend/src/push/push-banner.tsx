import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuth } from '../auth/use-auth';
import { EnablePushAlert } from './enable-push-alert';
import { useEnablePushBanner } from './use-enable-push-banner';

/**
 * The enable-push banner under the other member banners (docs/product.md#member-banners), from the
 * member's second page on: its code loads after the first page has drawn, and showing it there
 * would push that page down while it is being read. A page reached by the member's own click may
 * draw it with everything else. `arrival` is that first page (deferred-push-banner.tsx notes it).
 */
export function PushBanner({ arrival }: { arrival: string }) {
  const { user } = useAuth();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [navigated, setNavigated] = useState(false);
  // Once the member has moved on, back on the first page too.
  if (!navigated && pathname !== arrival) setNavigated(true);
  const push = useEnablePushBanner(user?.id ?? null, pathname);
  if (!user || !navigated || !push.show) return null;
  return (
    <div className="container banner-alerts banner-alerts--push">
      <EnablePushAlert key={user.id} userId={user.id} onClose={push.dismiss} />
    </div>
  );
}
