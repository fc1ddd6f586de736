import { bootBackend, type TestBackend } from '../testing/test-app';

const TOKEN = 'backend-metrics-token-0123456789';

describe('backend /metrics', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await bootBackend({ config: { METRICS_TOKEN: TOKEN } });
  }, 60_000);
  afterAll(() => backend.close());

  it('counts requests and their latencies by route pattern, never by raw path, with the process metrics', async () => {
    await backend.http().get('/api/members/2000000000/card').expect(404);
    await backend.http().get('/api/members/2000000001/card').expect(404);
    const res = await backend.http().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const line = /^http_requests_total\{method="GET",route="\/api\/members\/:id\/card",status="404",app="backend"\} (\d+)$/m.exec(res.text);
    expect(Number(line?.[1])).toBeGreaterThanOrEqual(2);
    expect(res.text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",app="backend",method="GET",route="\/api\/members\/:id\/card",status="404"\} \d+$/m,
    );
    expect(res.text).not.toContain('2000000000');
    expect(res.text).toMatch(/^process_resident_memory_bytes\{app="backend"\} \d+/m);
  });

  it('refuses the public: a request a proxy passed on needs the bearer token', async () => {
    const refused = await backend.http().get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(404);
    expect(refused.text).not.toContain('http_requests_total');
    await backend.http().get('/metrics').set('X-Forwarded-For', '203.0.113.9').set('Authorization', 'Bearer not-the-token').expect(404);
    await backend.http().get('/metrics').set('X-Forwarded-For', '203.0.113.9').set('Authorization', `Bearer ${TOKEN}`).expect(200);
  });
});
