import { useEffect, useState } from 'react';
import { isCampaignSignupPage, SIGNUP_PAGES } from '../accounts/alerts/activation-reminder';
import { readDismissal, storeDismissal } from '../accounts/alerts/alert-dismissals';
import { useSettings } from '../site-settings/use-settings';
import { offersPush } from './push-offer-rules';
import { usePushState } from './push-store';

function dismissedBefore(userId: number): boolean {
  try {
    return readDismissal(window.localStorage, 'enable-push', userId) !== null;
  } catch {
    return false;
  }
}

/**
 * docs/product.md#member-banners: the "enable push" banner, for the member the push offer is made to
 * (push-state-rules offersPush), until they close it (stored with the time, per member). Not in the
 * signup flow, whose last step offers push itself. Once up, it stays for the page's life, so it can
 * say how enabling ended (on, blocked, failed) instead of vanishing when the state moves on.
 */
export function useEnablePushBanner(userId: number | null, pathname: string): { show: boolean; dismiss: () => void } {
  const state = usePushState();
  const { push_public_key: publicKey } = useSettings();
  const [shownFor, setShownFor] = useState<number | null>(null);
  const [dismissedFor, setDismissedFor] = useState<number[]>([]);
  const offered =
    userId !== null &&
    offersPush(true, state, publicKey) &&
    !SIGNUP_PAGES.includes(pathname) &&
    !isCampaignSignupPage(pathname) &&
    !dismissedFor.includes(userId) &&
    !dismissedBefore(userId);
  useEffect(() => {
    if (offered) setShownFor(userId);
  }, [offered, userId]);
  const show = userId !== null && !dismissedFor.includes(userId) && (offered || shownFor === userId);
  const dismiss = () => {
    if (userId === null) return;
    try {
      storeDismissal(window.localStorage, 'enable-push', userId, Date.now());
    } catch {
      // Not stored: hidden for this page load only.
    }
    setDismissedFor((ids) => [...ids, userId]);
  };
  return { show, dismiss };
}
