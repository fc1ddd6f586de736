/**
 * The site's one service worker, served at /sw-push.js (built from this file by site-server/sw-push-plugin.ts).
 * It shows what the workers push (docs/product.md#push) and opens the page a click asks for; the
 * decisions are in push-notification-rules.ts. It also makes the site an installable app
 * (docs/product.md#installed-app): registered on every page, with an offline notice for site pages
 * (offline-rules.ts) and no cache at all.
 */
import { CLIENT_HEADER } from '@amoretto/shared';
import { answersOffline, OFFLINE_PAGE } from './offline-rules';
import { clickPlan, clickTarget, notificationFor, readPushData } from './push-notification-rules';
import type { ServiceWorkerScopeLike, WindowClientLike } from './service-worker-scope';

const worker = self as unknown as ServiceWorkerScopeLike;
const origin = worker.location.origin;

// A new version takes over at once: it only shows notifications, there is no cache to migrate.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

// Pages come from the network as always; only when it fails does a site page get the offline notice.
worker.addEventListener('fetch', (event) => {
  if (!answersOffline(event.request, origin)) return;
  event.respondWith(
    fetch(event.request).catch(
      () =>
        new Response(OFFLINE_PAGE, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } }),
    ),
  );
});

worker.addEventListener('push', (event) => {
  const shown = notificationFor(readPushData(event.data), origin, worker.location.hostname);
  event.waitUntil(Promise.all([worker.registration.showNotification(shown.title, shown.options), setAppBadge(shown.appBadge)]));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(clickTarget(event.notification.data, origin)));
});

// The browser replaced the subscription (keys rotated, or it expired): the account gets the new one,
// sent with the member's cookie like the site's own call (docs/product.md#push).
worker.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewSubscription(event.oldSubscription ?? null, event.newSubscription ?? null));
});

async function setAppBadge(count: number | null): Promise<void> {
  if (count === null) return;
  try {
    await (count > 0 ? worker.navigator.setAppBadge?.(count) : worker.navigator.clearAppBadge?.());
  } catch {
    // No installed app, or no Badging API: the notification is what matters.
  }
}

/** docs/product.md#push: the site's open tab comes to the front on the page (one tab, not one per click), else a new one opens. */
async function openPage(target: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const plan = clickPlan(windows, target);
  if (plan.action !== 'open') {
    const tab = windows[plan.window] as WindowClientLike;
    // Focus first: the tab shows at once while the page loads.
    await tab.focus().catch(() => undefined);
    if (plan.action === 'focus') return;
    try {
      if (await tab.navigate(target)) return;
    } catch {
      // A tab this worker does not control (opened before it, or force-reloaded) cannot be navigated.
    }
  }
  await worker.clients.openWindow(target);
}

async function renewSubscription(previous: PushSubscription | null, next: PushSubscription | null): Promise<void> {
  const subscription = next ?? (previous ? await worker.registration.pushManager.subscribe(previous.options) : null);
  if (!subscription) return;
  await fetch('/api/user.php?push=1', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', [CLIENT_HEADER]: 'web' },
    body: JSON.stringify({ subscription: subscription.toJSON() }),
  });
}
