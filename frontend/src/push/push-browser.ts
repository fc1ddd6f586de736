import { apiFetch } from '../api/api-client';
import { savePushSubscription } from '../api/account-actions-api';
import { subscribeToPush, type PushOutcome } from '../accounts/signup/push-support';
import { permissionState, type NotificationPermissionState } from './push-offer-rules';
import { needsAccountSync, nextPushState, type PushStateEvent } from './push-state-rules';
import { browserCanPush, currentPushState, setPushState } from './push-store';

// The browser side of web push (docs/product.md#push): asks the browser what it can do and
// allows, follows the member's permission changes, subscribes and unsubscribes. Loaded after
// the first paint (push-watch.tsx), never part of the first page's bundle.

function dispatchPush(event: PushStateEvent): void {
  setPushState(nextPushState(currentPushState(), event));
}

// Reads overlap (a change while detection asks the browser): only the latest one started is used,
// and none started before the member subscribed or unsubscribed here.
let latestRead = 0;

/** The key under which this tab remembers which member's account holds the subscription. */
const SYNCED_KEY = 'push-account-synced';

async function currentSubscription(): Promise<PushSubscription | null> {
  // The push worker is the site's only service worker, registered at the root.
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function readBrowser(): Promise<{ capable: boolean; permission: NotificationPermissionState; hasSubscription: boolean }> {
  if (!browserCanPush()) return { capable: false, permission: 'prompt', hasSubscription: false };
  const permission = permissionState(Notification.permission);
  const hasSubscription = permission === 'granted' && (await currentSubscription().catch(() => null)) !== null;
  return { capable: true, permission, hasSubscription };
}

let watching = false;
// Held here: a PermissionStatus nobody references may be collected, and its change event with it.
let permissionStatus: PermissionStatus | null = null;

async function followPermission(): Promise<void> {
  const read = ++latestRead;
  const { permission, hasSubscription } = await readBrowser();
  if (read === latestRead) dispatchPush({ type: 'permission-changed', permission, hasSubscription });
}

/**
 * Push capability detection (docs/product.md#push), run on every layout for a logged-in member:
 * the state machine gets the browser's answers, then follows the permission wherever the
 * member changes it (the Permissions API's change event, and on coming back to the tab for
 * browsers whose Permissions API does not know notifications). The listeners come first, so a
 * change while the browser is being asked is not lost.
 */
export async function detectPush(): Promise<void> {
  if (!watching && browserCanPush()) {
    watching = true;
    try {
      permissionStatus = (await navigator.permissions?.query({ name: 'notifications' })) ?? null;
      if (permissionStatus) permissionStatus.onchange = () => void followPermission();
    } catch {
      // Not every browser answers for notifications; the visibility check below covers them.
    }
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void followPermission();
    });
  }
  const read = ++latestRead;
  const answers = await readBrowser();
  if (read === latestRead) dispatchPush({ type: 'detected', ...answers });
}

function markSynced(userId: number): void {
  try {
    window.sessionStorage.setItem(SYNCED_KEY, String(userId));
  } catch {
    // Without storage the subscription is only handed over again on the next page load.
  }
}

function syncedUserId(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(SYNCED_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Hands this browser's subscription to the logged-in member's account once per tab (push-state-rules needsAccountSync). */
export async function syncSubscriptionToAccount(userId: number): Promise<void> {
  if (!needsAccountSync(currentPushState(), userId, syncedUserId())) return;
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await savePushSubscription(subscription.toJSON());
  markSynced(userId);
}

/** Asks the browser for permission and subscribes; the account gets the subscription (docs/product.md#push). */
export async function enablePush(publicKey: string, userId: number | null): Promise<PushOutcome> {
  let outcome: PushOutcome;
  try {
    outcome = await subscribeToPush(publicKey, savePushSubscription);
  } catch {
    outcome = 'failed';
  }
  latestRead += 1;
  dispatchPush({ type: 'subscribe-ended', outcome });
  if (outcome === 'subscribed' && userId !== null) markSynced(userId);
  return outcome;
}

/**
 * Switches push off in this browser: the account forgets the subscription first (so nothing
 * is sent to it any more), then the browser drops it.
 */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) {
    await apiFetch<unknown>({
      method: 'POST',
      path: '/user.php',
      query: { push: 0 },
      body: { endpoint: subscription.endpoint },
      retries: 0,
    });
    await subscription.unsubscribe().catch(() => undefined);
  }
  latestRead += 1;
  dispatchPush({ type: 'unsubscribed' });
}

/**
 * Logging out: the account forgets this browser's subscription, so a shared device shows nothing of
 * the member who left; the browser keeps it, and the next member to log in here gets it (PushWatch).
 */
export async function forgetSubscriptionOnLogout(): Promise<void> {
  try {
    window.sessionStorage.removeItem(SYNCED_KEY);
  } catch {
    // Nothing remembered.
  }
  if (!browserCanPush() || Notification.permission !== 'granted') return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiFetch<unknown>({ method: 'POST', path: '/user.php', query: { push: 0 }, body: { endpoint: subscription.endpoint }, retries: 0 });
}
