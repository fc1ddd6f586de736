import { USER_REFRESH_MS, USER_REFRESH_PUSH_MS } from '@amoretto/shared';
import { refreshIntervalMs } from '../counters/counter-rules';
import type { PushState } from './push-offer-rules';
import { INITIAL_PUSH_STATE, needsAccountSync, nextPushState, pushProblem, pushReachesMember } from './push-state-rules';

const unsubscribed: PushState = { capable: true, status: 'unsubscribed' };
const subscribed: PushState = { capable: true, status: 'subscribed' };
const denied: PushState = { capable: true, status: 'denied' };

describe('push state', () => {
  it('starts unknown and not capable', () => {
    expect(INITIAL_PUSH_STATE).toEqual({ capable: false, status: 'unknown' });
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

  it('follows permission changes', () => {
    expect(nextPushState(subscribed, { type: 'permission-changed', permission: 'denied', hasSubscription: true })).toEqual(denied);
    expect(nextPushState(subscribed, { type: 'permission-changed', permission: 'prompt', hasSubscription: false })).toEqual(unsubscribed);
    expect(nextPushState(denied, { type: 'permission-changed', permission: 'prompt', hasSubscription: false })).toEqual(unsubscribed);
    expect(nextPushState(denied, { type: 'permission-changed', permission: 'granted', hasSubscription: true })).toEqual(subscribed);
    // A change read while the lookup runs answers it too.
    const looking: PushState = { capable: true, status: 'unknown' };
    expect(nextPushState(looking, { type: 'permission-changed', permission: 'denied', hasSubscription: false })).toEqual(denied);
    expect(nextPushState(looking, { type: 'permission-changed', permission: 'granted', hasSubscription: true })).toEqual(subscribed);
  });

  it('ends subscribing as subscribed, denied, or where it was', () => {
    expect(nextPushState(unsubscribed, { type: 'subscribe-ended', outcome: 'subscribed' })).toEqual(subscribed);
    expect(nextPushState(unsubscribed, { type: 'subscribe-ended', outcome: 'denied' })).toEqual(denied);
    expect(nextPushState(unsubscribed, { type: 'subscribe-ended', outcome: 'failed' })).toEqual(unsubscribed);
    expect(nextPushState(unsubscribed, { type: 'subscribe-ended', outcome: 'dismissed' })).toEqual(unsubscribed);
    expect(nextPushState(INITIAL_PUSH_STATE, { type: 'subscribe-ended', outcome: 'failed' })).toBe(INITIAL_PUSH_STATE);
  });

  it('switches off to unsubscribed, but a block stays a block', () => {
    expect(nextPushState(subscribed, { type: 'unsubscribed' })).toEqual(unsubscribed);
    expect(nextPushState(denied, { type: 'unsubscribed' })).toEqual(denied);
  });
});

describe('the periodic refresh', () => {
  it('slows to 300 s only while subscribed', () => {
    const interval = (state: PushState) => refreshIntervalMs(pushReachesMember(state));
    expect(interval(subscribed)).toBe(USER_REFRESH_PUSH_MS);
    expect(USER_REFRESH_PUSH_MS).toBe(300_000);
    for (const state of [INITIAL_PUSH_STATE, unsubscribed, denied]) expect(interval(state)).toBe(USER_REFRESH_MS);
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
