import { pushCapable, vapidKeyBytes } from './push-support';

describe('push support', () => {
  it('is never offered without a site key', () => {
    expect(pushCapable(null)).toBe(false);
    expect(pushCapable('')).toBe(false);
  });

  it('is not offered outside a browser (no Notification, no service worker)', () => {
    expect(pushCapable('BAbc')).toBe(false);
  });

  it('decodes base64url VAPID keys', () => {
    expect([...vapidKeyBytes('AQID_w')]).toEqual([1, 2, 3, 255]);
  });
});
