import { USER_REFRESH_MS, USER_REFRESH_PUSH_MS } from '@amoretto/shared';
import {
  INITIAL_PUSH_STATE,
  initialPushState,
  needsAccountSync,
  nextPushState,
  offersPush,
  permissionState,
  pushProblem,
  refreshIntervalFor,
  statusFor,
  type PushState,
} from './push-state-rules';

const unsubscribed: PushState = { capable: true, status: 'unsubscribed' };
const subscribed: PushState = { capable: true, status: 'subscribed' };
const denied: PushState = { capable: true, status: 'denied' };

describe('push state', () => {
  it('starts unknown and not capable', () => {
    expect(INITIAL_PUSH_STATE).toEqual({ capable: false, status: 'unknown' });
  });

  it('knows at once where no subscription can exist, and waits for the lookup where one can', () => {
    expect(initialPushState(true, 'prompt')).toEqual(unsubscribed);
    expect(initialPushState(true, 'denied')).toEqual(denied);
    expect(initialPushState(true, 'granted')).toEqual({ capable: true, status: 'unknown' });
    expect(initialPushState(false, 'granted')).toEqual({ capable: false, status: 'unsubscribed' });
  });

  it('reads what the browser says on detection', () => {
    const detected = (capable: boolean, permission: 'granted' | 'denied' | 'prompt', hasSubscription: boolean) =>
      nextPushState(INITIAL_PUSH_STATE, { type: 'detected', capable, permission, hasSubscription });
    expect(detected(true, 'granted', true)).toEqual(subscribed);
    expect(detected(true, 'granted', false)).toEqual(unsubscribed);
    expect(detected(true, 'prompt', false)).toEqual(unsubscribed);
    expect(detected(true, 'denied', false)).toEqual(denied);
    // A subscription without permission shows nothing: not subscribed.
    expect(detected(true, 'prompt', true)).toEqual(unsubscribed);
    expect(detected(true, 'denied', true)).toEqual(denied);
    expect(detected(false, 'granted', true)).toEqual({ capable: false, status: 'unsubscribed' });
  });

  it('follows permission changes once detected', () => {
    expect(nextPushState(subscribed, { type: 'permission-changed', permission: 'denied', hasSubscription: true })).toEqual(denied);
    expect(nextPushState(subscribed, { type: 'permission-changed', permission: 'prompt', hasSubscription: false })).toEqual(unsubscribed);
    expect(nextPushState(denied, { type: 'permission-changed', permission: 'prompt', hasSubscription: false })).toEqual(unsubscribed);
    expect(nextPushState(denied, { type: 'permission-changed', permission: 'granted', hasSubscription: true })).toEqual(subscribed);
    expect(nextPushState(INITIAL_PUSH_STATE, { type: 'permission-changed', permission: 'denied', hasSubscription: false })).toBe(
      INITIAL_PUSH_STATE,
    );
  });

  it('ends subscribing as subscribed, denied, or where it was', () => {
    expect(nextPushState(unsubscribed, { type: 'subscribe-ended', outcome: 'subscribed' })).toEqual(subscribed);
    expect(nextPushState(unsubscribed, { type: 'subscribe-ended', outcome: 'denied' })).toEqual(denied);
    expect(nextPushState(unsubscribed, { type: 'subscribe-ended', outcome: 'failed' })).toEqual(unsubscribed);
    expect(nextPushState(INITIAL_PUSH_STATE, { type: 'subscribe-ended', outcome: 'failed' })).toBe(INITIAL_PUSH_STATE);
  });

  it('switches off to unsubscribed, but a block stays a block', () => {
    expect(nextPushState(subscribed, { type: 'unsubscribed' })).toEqual(unsubscribed);
    expect(nextPushState(denied, { type: 'unsubscribed' })).toEqual(denied);
  });

  it('names the permission as the Permissions API does', () => {
    expect(permissionState('default')).toBe('prompt');
    expect(permissionState('granted')).toBe('granted');
    expect(permissionState('denied')).toBe('denied');
    expect(statusFor(true, permissionState('default'), false)).toBe('unsubscribed');
  });
});

describe('the push offer', () => {
  it('is made to a logged-in, capable, unsubscribed member on a site with a push key', () => {
    expect(offersPush(true, unsubscribed, 'BKey')).toBe(true);
  });

  it('is not made otherwise', () => {
    expect(offersPush(false, unsubscribed, 'BKey')).toBe(false);
    expect(offersPush(true, { capable: false, status: 'unsubscribed' }, 'BKey')).toBe(false);
    expect(offersPush(true, subscribed, 'BKey')).toBe(false);
    expect(offersPush(true, denied, 'BKey')).toBe(false);
    expect(offersPush(true, INITIAL_PUSH_STATE, 'BKey')).toBe(false);
    expect(offersPush(true, unsubscribed, null)).toBe(false);
    expect(offersPush(true, unsubscribed, '')).toBe(false);
  });
});

describe('the periodic refresh', () => {
  it('slows to 300 s only while subscribed', () => {
    expect(refreshIntervalFor('subscribed')).toBe(USER_REFRESH_PUSH_MS);
    expect(USER_REFRESH_PUSH_MS).toBe(300_000);
    for (const status of ['unknown', 'unsubscribed', 'denied'] as const) expect(refreshIntervalFor(status)).toBe(USER_REFRESH_MS);
    expect(USER_REFRESH_MS).toBe(60_000);
  });
});

describe('handing the subscription to the account', () => {
  it('happens once per member using this browser while subscribed', () => {
    expect(needsAccountSync(subscribed, 7, null)).toBe(true);
    expect(needsAccountSync(subscribed, 7, 7)).toBe(false);
    expect(needsAccountSync(subscribed, 8, 7)).toBe(true);
    expect(needsAccountSync(subscribed, null, null)).toBe(false);
    expect(needsAccountSync(unsubscribed, 7, null)).toBe(false);
  });
});

describe('what keeps push from being switched on', () => {
  it('names the problem once detection has answered', () => {
    expect(pushProblem(INITIAL_PUSH_STATE, 'BKey')).toBeNull();
    expect(pushProblem({ capable: false, status: 'unsubscribed' }, 'BKey')).toBe('unsupported');
    expect(pushProblem(unsubscribed, null)).toBe('unavailable');
    expect(pushProblem(denied, 'BKey')).toBe('denied');
    expect(pushProblem(unsubscribed, 'BKey')).toBeNull();
    expect(pushProblem(subscribed, 'BKey')).toBeNull();
  });
});
