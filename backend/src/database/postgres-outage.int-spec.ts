import request from 'supertest';
import { signUp } from '../testing/accounts-helpers';
import { bootBackend, type TestBackend } from '../testing/test-app';
import { targetOf, TcpProxy } from '@amoretto/shared/testing';

/** Far below a hang, generous for a busy machine: a refused connection fails at once. */
const DEADLINE_MS = 2_000;

describe('HTTP while Postgres is down', () => {
  let proxy: TcpProxy;
  let backend: TestBackend;
  let cookie: string;

  beforeAll(async () => {
    // Read when the pool is made: a short connect timeout for the hanging-server case below.
    process.env.DATABASE_CONNECT_TIMEOUT_MS = '500';
    proxy = await TcpProxy.start(targetOf(process.env.DATABASE_URL!, 5432));
    backend = await bootBackend({ config: { DATABASE_URL: proxy.urlFor(process.env.DATABASE_URL!) } });
    const signup = await signUp(backend);
    expect(signup.res.status).toBe(201);
    cookie = signup.cookie;
  });

  afterAll(async () => {
    delete process.env.DATABASE_CONNECT_TIMEOUT_MS;
    await backend?.close();
    await proxy?.close();
  });

  afterEach(() => proxy.restore());

  const timed = (req: request.Test) => req.timeout({ deadline: DEADLINE_MS });

  const expectUnavailable = (res: request.Response) => {
    expect({ status: res.status, body: res.body as unknown }).toMatchObject({
      status: 503,
      body: { error: { code: 'service_unavailable' } },
    });
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.headers['cache-control']).toBe('no-store');
  };

  it('answers 503 service_unavailable with Retry-After, not 500 internal_error, for members and visitors', async () => {
    expect((await backend.http().get('/api/user.php').set('Cookie', cookie)).status).toBe(200);
    proxy.cut();
    // The first call meets pooled connections that were just reset, the next ones a refused connect.
    for (let i = 0; i < 3; i += 1) expectUnavailable(await timed(backend.http().get('/api/user.php').set('Cookie', cookie)));
    expectUnavailable(await timed(backend.http().get('/api/members?page=1')));
    expectUnavailable(await timed(backend.http().post('/api/user.php').send({ email: 'nobody@example.com', password: 'Wrong-Pass-123' })));
  });

  it('does not hang when Postgres accepts connections but never answers: the connect times out, 503', async () => {
    proxy.cut(); // the pool's connections are gone,
    proxy.stall(); // and new ones are never answered
    expectUnavailable(await timed(backend.http().get('/api/user.php').set('Cookie', cookie)));
  });

  it('recovers once Postgres is back', async () => {
    proxy.cut();
    expectUnavailable(await timed(backend.http().get('/api/user.php').set('Cookie', cookie)));
    proxy.restore();
    const until = Date.now() + 15_000;
    let res = await backend.http().get('/api/user.php').set('Cookie', cookie);
    while (res.status === 503 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await backend.http().get('/api/user.php').set('Cookie', cookie);
    }
    expect(res.status).toBe(200);
  });
});
