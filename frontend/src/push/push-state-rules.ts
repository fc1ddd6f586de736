import { statusFor, type NotificationPermissionState, type PushState } from './push-offer-rules';

export type PushStateEvent =
  /** The browser was asked: what it can do, what it allows, whether it holds a subscription. */
  | { type: 'detected'; capable: boolean; permission: NotificationPermissionState; hasSubscription: boolean }
  /** The member changed the permission (the browser's site settings, or a prompt answered elsewhere). */
  | { type: 'permission-changed'; permission: NotificationPermissionState; hasSubscription: boolean }
  /** Subscribing ended: saved to the account, refused by the member, the question closed unanswered, or failed. */
  | { type: 'subscribe-ended'; outcome: 'subscribed' | 'denied' | 'dismissed' | 'failed' }
  /** The member switched push off here. */
  | { type: 'unsubscribed' };

export const INITIAL_PUSH_STATE: PushState = { capable: false, status: 'unknown' };

export function nextPushState(state: PushState, event: PushStateEvent): PushState {
  switch (event.type) {
    case 'detected':
      return { capable: event.capable, status: statusFor(event.capable, event.permission, event.hasSubscription) };
    case 'permission-changed':
      // Also from unknown: a change read after the lookup began answers it as well.
      return { ...state, status: statusFor(state.capable, event.permission, event.hasSubscription) };
    case 'subscribe-ended':
      if (event.outcome === 'failed' || event.outcome === 'dismissed') {
        return state.status === 'unknown' ? state : { ...state, status: 'unsubscribed' };
      }
      return { ...state, status: event.outcome };
    case 'unsubscribed':
      return state.status === 'denied' ? state : { ...state, status: 'unsubscribed' };
  }
}

/**
 * Whether push reaches the member in this browser, so the fallback refresh may slow from 60 s to
 * 300 s (docs/product.md#realtime, counters/counter-rules.ts refreshIntervalMs). Only a subscription
 * known to be there counts: not while the lookup is still running.
 */
export function pushReachesMember(state: PushState): boolean {
  return state.status === 'subscribed';
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
