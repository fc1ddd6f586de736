import { createECDH, randomBytes } from 'node:crypto';
import { encrypt, generateVAPIDKeys, getVapidHeaders } from 'web-push';
import { decryptAes128gcm, vapidProblem } from '@amoretto/shared/testing';

// The local push service's checks (shared/src/testing/test-push-service.ts) against web-push's
// own signing and encryption: they accept what web-push makes and refuse what is wrong.
describe('the test push service’s checks', () => {
  const origin = 'https://127.0.0.1:20200';
  const keys = generateVAPIDKeys();
  const header = (audience = origin, privateKey = keys.privateKey) =>
    getVapidHeaders(audience, 'mailto:support@amoretto.local', keys.publicKey, privateKey, 'aes128gcm').Authorization;

  it('accepts a VAPID header signed with the application server key for its own origin', () => {
    expect(vapidProblem(header(), origin, keys.publicKey)).toBeNull();
  });

  it('refuses another audience, another key, a forged signature and an expired token', () => {
    expect(vapidProblem(header('https://push.example.com'), origin, keys.publicKey)).toMatch(/^aud/);
    expect(vapidProblem(header(), origin, generateVAPIDKeys().publicKey)).toBe('unknown application server key');
    const other = generateVAPIDKeys();
    const forged = header()
      .replace(/k=.*$/, `k=${keys.publicKey}`)
      .replace(/t=([^.]+\.[^.]+)\.[^,]+/, (_m, signed: string) => {
        const foreign = getVapidHeaders(origin, 'mailto:x@example.com', other.publicKey, other.privateKey, 'aes128gcm').Authorization;
        return `t=${signed}.${/t=[^.]+\.[^.]+\.([^,]+)/.exec(foreign)![1]}`;
      });
    expect(vapidProblem(forged, origin, keys.publicKey)).toBe('bad signature');
    expect(vapidProblem(header(), origin, keys.publicKey, Date.now() + 25 * 3600 * 1000)).toMatch(/^exp/);
  });

  it('decrypts what web-push encrypts for a subscription, and nothing for another', () => {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const auth = randomBytes(16);
    const { cipherText } = encrypt(browser.getPublicKey('base64url'), auth.toString('base64url'), '{"title":"Ciao"}', 'aes128gcm');
    expect(decryptAes128gcm(cipherText, browser, auth).toString()).toBe('{"title":"Ciao"}');
    expect(() => decryptAes128gcm(cipherText, browser, randomBytes(16))).toThrow();
  });
});
