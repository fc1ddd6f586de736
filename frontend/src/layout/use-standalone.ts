import { useSyncExternalStore } from 'react';

const QUERY = '(display-mode: standalone)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener?.('change', listener);
  return () => media?.removeEventListener?.('change', listener);
}

/** Whether the site runs as the installed app (its own window, no browser bar); iOS says so on navigator. */
function isStandalone(): boolean {
  return window.matchMedia?.(QUERY).matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function useStandalone(): boolean {
  return useSyncExternalStore(subscribe, isStandalone, () => false);
}
