import { signSandboxWebhook, verifySandboxWebhook } from './sandbox-webhook';

describe('sandbox webhook signature', () => {
  const secret = 'test-secret';
  const body = '{"id":"sbx_abc"}';
  const now = 1_800_000_000;

  it('accepts the body it signed, within the tolerance', () => {
    expect(verifySandboxWebhook(secret, body, signSandboxWebhook(secret, body, now), now)).toBe('ok');
    expect(verifySandboxWebhook(secret, body, signSandboxWebhook(secret, body, now - 299), now)).toBe('ok');
  });

  it('refuses another body, another secret, or a changed timestamp', () => {
    const header = signSandboxWebhook(secret, body, now);
    expect(verifySandboxWebhook(secret, '{"id":"sbx_abd"}', header, now)).toBe('mismatch');
    expect(verifySandboxWebhook('other', body, header, now)).toBe('mismatch');
    expect(verifySandboxWebhook(secret, body, header.replace(`t=${now}`, `t=${now + 1}`), now)).toBe('mismatch');
  });

  it('refuses a stale or future timestamp (no replay of a captured call)', () => {
    expect(verifySandboxWebhook(secret, body, signSandboxWebhook(secret, body, now - 301), now)).toBe('stale');
    expect(verifySandboxWebhook(secret, body, signSandboxWebhook(secret, body, now + 301), now)).toBe('stale');
  });

  it('refuses a missing or malformed header', () => {
    expect(verifySandboxWebhook(secret, body, undefined, now)).toBe('missing');
    expect(verifySandboxWebhook(secret, body, ['a', 'b'], now)).toBe('missing');
    expect(verifySandboxWebhook(secret, body, 'v1=abc', now)).toBe('malformed');
    expect(verifySandboxWebhook(secret, body, `t=${now},v1=zz`, now)).toBe('malformed');
    expect(verifySandboxWebhook(secret, body, `t=x,v1=${'a'.repeat(64)}`, now)).toBe('malformed');
  });
});
