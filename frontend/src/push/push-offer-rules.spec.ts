import { initialPushState, offersPush, permissionState, statusFor, type PushState } from './push-offer-rules';

const unsubscribed: PushState = { capable: true, status: 'unsubscribed' };
const subscribed: PushState = { capable: true, status: 'subscribed' };
const denied: PushState = { capable: true, status: 'denied' };

describe('the push state a page starts from', () => {
  it('knows at once where no subscription can exist, and waits for the lookup where one can', () => {
    expect(initialPushState(true, 'prompt')).toEqual(unsubscribed);
    expect(initialPushState(true, 'denied')).toEqual(denied);
    expect(initialPushState(true, 'granted')).toEqual({ capable: true, status: 'unknown' });
    expect(initialPushState(false, 'granted')).toEqual({ capable: false, status: 'unsubscribed' });
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
    expect(offersPush(true, { capable: true, status: 'unknown' }, 'BKey')).toBe(false);
    expect(offersPush(true, unsubscribed, null)).toBe(false);
    expect(offersPush(true, unsubscribed, '')).toBe(false);
  });
});
