// The push rules the store and the enable-push banner need to draw the offer (push-store.ts);
// the state's transitions are in push-state-rules.ts, with the browser side that applies them.

/**
 * docs/product.md#push: where this browser stands with web push. `unknown` until the browser
 * has been asked (the spec's null), `unsubscribed` (false), `subscribed` (a subscription the
 * account holds), `denied` (the member blocked notifications for the site).
 */
export type PushStatus = 'unknown' | 'unsubscribed' | 'subscribed' | 'denied';

export interface PushState {
  /** The browser can receive web push (service worker, Push API, notifications). */
  capable: boolean;
  status: PushStatus;
}

/** The notification permission as the Permissions API names it (`Notification.permission`'s "default" is "prompt"). */
export type NotificationPermissionState = 'granted' | 'denied' | 'prompt';

export function permissionState(permission: NotificationPermission | PermissionState): NotificationPermissionState {
  return permission === 'default' ? 'prompt' : permission;
}

/**
 * What the browser's answers mean. A subscription counts only while notifications are allowed
 * (a browser may keep one after the permission is withdrawn, but shows nothing); a blocked
 * permission is `denied` whatever else holds, since only the member can lift it.
 */
export function statusFor(capable: boolean, permission: NotificationPermissionState, hasSubscription: boolean): PushStatus {
  if (!capable) return 'unsubscribed';
  if (permission === 'denied') return 'denied';
  return permission === 'granted' && hasSubscription ? 'subscribed' : 'unsubscribed';
}

/**
 * The state a page starts from, before the subscription has been looked up (that takes a call
 * to the service worker registry). Where notifications were never allowed there can be no
 * subscription, and a block is a block: both are known at once, so a page can draw the push
 * offer with everything else instead of moving when the lookup answers. Only an allowed
 * permission waits for it.
 */
export function initialPushState(capable: boolean, permission: NotificationPermissionState): PushState {
  if (!capable) return { capable, status: 'unsubscribed' };
  return { capable, status: permission === 'granted' ? 'unknown' : statusFor(capable, permission, false) };
}

/**
 * docs/product.md#push: push is offered only to a logged-in member whose browser can receive it,
 * who is not subscribed, on a site with a push key. A member who blocked notifications is not
 * asked again (the browser would not ask); the settings say how to allow them.
 */
export function offersPush(loggedIn: boolean, state: PushState, publicKey: string | null | undefined): boolean {
  return loggedIn && state.capable && Boolean(publicKey) && state.status === 'unsubscribed';
}
