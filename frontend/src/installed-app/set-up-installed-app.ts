import { openingPage } from '../ui/opening-page-drawn';

const MANIFEST_HREF = '/manifest.webmanifest';

let started = false;

/** Links the web app manifest into the head, which makes the site installable. */
function linkManifest(): void {
  document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'manifest', href: MANIFEST_HREF }));
}

/**
 * Makes every page installable (docs/product.md#installed-app): links the manifest and registers
 * the site's service worker, the same /sw-push.js that push subscribes with, so one worker serves
 * both. Once the opening page is drawn and has loaded: the browser fetches the manifest and its
 * icon as soon as the link is there, and in index.html they took two of a slow link's few
 * connections while the first page's code was still on its way. Installing comes later anyway.
 */
export function setUpInstalledApp(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  const setUp = () => {
    linkManifest();
    if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw-push.js').catch(() => undefined);
  };
  openingPage.afterDrawn(() => {
    if (document.readyState === 'complete') setUp();
    else window.addEventListener('load', setUp, { once: true });
  });
}
