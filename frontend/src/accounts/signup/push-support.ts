/** docs/product.md#push: push is offered only where the browser can do it and the site has a VAPID key. */
export function pushCapable(publicKey: string | null | undefined): boolean {
  return (
    Boolean(publicKey) &&
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator
  );
}

/** The VAPID key as PushManager wants it (base64url → bytes). */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** How asking ended: subscribed, blocked, the browser's question closed unanswered, or a failure (push service, network, server). */
export type PushOutcome = 'subscribed' | 'denied' | 'dismissed' | 'failed';

/**
 * Asks for permission, registers the push worker and subscribes, then hands the
 * subscription to `save`. If saving fails the browser subscription is dropped again, so
 * the member is never told notifications are on while the server cannot send any.
 */
export async function subscribeToPush(
  publicKey: string,
  save: (subscription: PushSubscriptionJSON) => Promise<void>,
): Promise<PushOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'dismissed';
  let subscription: PushSubscription | null = null;
  try {
    const registration = await navigator.serviceWorker.register('/sw-push.js');
    await navigator.serviceWorker.ready;
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(publicKey) });
    await save(subscription.toJSON());
    return 'subscribed';
  } catch {
    await subscription?.unsubscribe().catch(() => undefined);
    return 'failed';
  }
}
