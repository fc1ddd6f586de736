let registered = false;

/**
 * Registers the site's service worker on every page (docs/product.md#installed-app): the same
 * /sw-push.js that push subscribes with, so one worker serves both and the site can be installed.
 * After the page's load event, so it never competes with the first page's own requests.
 */
export function registerAppWorker(): void {
  if (registered || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  const register = () => void navigator.serviceWorker.register('/sw-push.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
