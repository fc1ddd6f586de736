import { createMetricsRegistry, mayReadMetrics } from './metrics';

describe('who may read /metrics', () => {
  const local = { peer: '127.0.0.1', headers: {} };

  it('lets a local scraper in that came through no proxy', () => {
    expect(mayReadMetrics(local, undefined)).toBe(true);
    expect(mayReadMetrics({ peer: '::1', headers: {} }, undefined)).toBe(true);
    expect(mayReadMetrics({ peer: '::ffff:127.0.0.1', headers: {} }, undefined)).toBe(true);
  });

  it('refuses the public: another address, or anything a proxy passed on', () => {
    expect(mayReadMetrics({ peer: '203.0.113.9', headers: {} }, undefined)).toBe(false);
    expect(mayReadMetrics({ peer: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }, undefined)).toBe(false);
    expect(mayReadMetrics({ peer: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } }, undefined)).toBe(false);
    expect(mayReadMetrics({ peer: undefined, headers: {} }, undefined)).toBe(false);
  });

  it('takes the bearer token from anywhere when one is set, and only the right one', () => {
    const remote = (authorization: string) => ({ peer: '203.0.113.9', headers: { authorization, 'x-forwarded-for': '203.0.113.9' } });
    expect(mayReadMetrics(remote('Bearer s3cret-token-value'), 's3cret-token-value')).toBe(true);
    expect(mayReadMetrics(remote('Bearer wrong'), 's3cret-token-value')).toBe(false);
    expect(mayReadMetrics(remote('Bearer s3cret-token-value'), undefined)).toBe(false);
    // A wrong token from the machine itself is refused too: it was sent on purpose.
    expect(mayReadMetrics({ peer: '127.0.0.1', headers: { authorization: 'Bearer wrong' } }, 's3cret-token-value')).toBe(false);
  });

  it('labels the process metrics with the app', async () => {
    const text = await createMetricsRegistry('gateway').metrics();
    expect(text).toMatch(/^process_cpu_user_seconds_total\{app="gateway"\} /m);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
