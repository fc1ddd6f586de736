/** The backend counts these per day, host and path (docs/decisions.md). */
export const PAGE_HIDDEN_ENDPOINT = '/api/page-hidden.php';

/** The slice of `window` it needs, so tests can hand in fakes. */
export interface BounceBeaconEnv {
  document: {
    readonly visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  navigator: { sendBeacon(url: string, data: Blob): boolean };
  location: { readonly pathname: string };
}

/**
 * Reports the page the visitor is on whenever the tab is hidden: `visibilitychange` is the
 * last event browsers reliably fire before a tab is closed or left, and a beacon survives
 * the unload. Returns the function that stops it.
 */
export function installBounceBeacon(env: BounceBeaconEnv): () => void {
  const onChange = () => {
    if (env.document.visibilityState !== 'hidden') return;
    const body = new Blob([JSON.stringify({ path: env.location.pathname })], { type: 'application/json' });
    env.navigator.sendBeacon(PAGE_HIDDEN_ENDPOINT, body);
  };
  env.document.addEventListener('visibilitychange', onChange);
  return () => env.document.removeEventListener('visibilitychange', onChange);
}
