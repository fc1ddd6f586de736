import { USER_REFRESH_MS, USER_REFRESH_PUSH_MS } from '@amoretto/shared';

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

export type PushStateEvent =
  /** The browser was asked: what it can do, what it allows, whether it holds a subscription. */
  | { type: 'detected'; capable: boolean; permission: NotificationPermissionState; hasSubscription: boolean }
  /** The member changed the permission (the browser's site settings, or a prompt answered elsewhere). */
  | { type: 'permission-changed'; permission: NotificationPermissionState; hasSubscription: boolean }
  /** Subscribing ended: saved to the account, refused by the member, or failed (push service, network, server). */
  | { type: 'subscribe-ended'; outcome: 'subscribed' | 'denied' | 'failed' }
  /** The member switched push off here. */
  | { type: 'unsubscribed' };

export const INITIAL_PUSH_STATE: PushState = { capable: false, status: 'unknown' };

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
 * subscription, and a block is a block: both are known at once, so a first page can draw the
 * push offer with everything else instead of moving the page when it arrives. Only an allowed
 * permission waits for the lookup.
 */
export function initialPushState(capable: boolean, permission: NotificationPermissionState): PushState {
  if (!capable) return { capable, status: 'unsubscribed' };
  return { capable, status: permission === 'granted' ? 'unknown' : statusFor(capable, permission, false) };
}

export function nextPushState(state: PushState, event: PushStateEvent): PushState {
  switch (event.type) {
    case 'detected':
      return { capable: event.capable, status: statusFor(event.capable, event.permission, event.hasSubscription) };
    case 'permission-changed':
      // Before detection there is nothing to follow yet; detection reads the permission itself.
      if (state.status === 'unknown') return state;
      return { ...state, status: statusFor(state.capable, event.permission, event.hasSubscription) };
    case 'subscribe-ended':
      if (event.outcome === 'failed') return state.status === 'unknown' ? state : { ...state, status: 'unsubscribed' };
      return { ...state, status: event.outcome };
    case 'unsubscribed':
      return state.status === 'denied' ? state : { ...state, status: 'unsubscribed' };
  }
}

/**
 * docs/product.md#push: push is offered only to a logged-in member whose browser can receive it,
 * who is not subscribed, on a site with a push key. A member who blocked notifications is not
 * asked again (the browser would not ask); the settings say how to allow them.
 */
export function offersPush(loggedIn: boolean, state: PushState, publicKey: string | null | undefined): boolean {
  return loggedIn && state.capable && Boolean(publicKey) && state.status === 'unsubscribed';
}

/** docs/product.md#realtime: with push reaching the member, the fallback refresh runs every 300 s instead of 60 s. */
export function refreshIntervalFor(status: PushStatus): number {
  return status === 'subscribed' ? USER_REFRESH_PUSH_MS : USER_REFRESH_MS;
}

/**
 * A subscription this browser holds is handed to the account of whoever is logged in, once per
 * member: a device where another member logs in moves to them (the server keeps one member per
 * endpoint), so the member now using it is the one notified.
 */
export function needsAccountSync(state: PushState, userId: number | null, syncedUserId: number | null): boolean {
  return state.status === 'subscribed' && userId !== null && userId !== syncedUserId;
}

/** Why push cannot be switched on here: blocked, a browser without push, a failed try, a site without a key. */
export type PushProblem = 'denied' | 'unsupported' | 'failed' | 'unavailable';

/**
 * What keeps the push switch from working here, if anything (docs/product.md#push). Unknown is
 * no problem yet: detection has not answered.
 */
export function pushProblem(state: PushState, publicKey: string | null | undefined): PushProblem | null {
  if (state.status === 'unknown') return null;
  if (!state.capable) return 'unsupported';
  if (!publicKey) return 'unavailable';
  return state.status === 'denied' ? 'denied' : null;
}
