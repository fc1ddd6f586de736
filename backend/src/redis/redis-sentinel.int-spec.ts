import { redisCommand, SentinelSetup, until } from '@amoretto/shared/testing';
import { signUp } from '../testing/accounts-helpers';
import { bootBackend, type TestBackend } from '../testing/test-app';

// The backend on a Redis behind Sentinel (REDIS_URL=redis+sentinel://…): its sessions and
// caches go to the primary the Sentinel names, and after a failover to the promoted replica.

const DB = 2;
const keysOn = async (port: number) => {
  const reply = (await redisCommand(port, 'INFO', 'keyspace')) as string;
  return Number(new RegExp(`db${DB}:keys=(\\d+)`).exec(reply)?.[1] ?? 0);
};

describe('the backend on Redis behind Sentinel', () => {
  let setup: SentinelSetup;
  let backend: TestBackend;

  beforeAll(async () => {
    setup = await SentinelSetup.start();
    backend = await bootBackend({ config: { REDIS_URL: setup.url(DB) } });
  }, 60_000);

  afterAll(async () => {
    await backend?.close();
    await setup?.stop();
  });

  it('keeps a new member’s session on the primary the Sentinel names', async () => {
    expect(await keysOn(setup.primaryPort)).toBe(0);
    const signed = await signUp(backend);
    expect(signed.res.status).toBe(201);
    expect((await backend.http().get('/health')).status).toBe(200);
    expect(await keysOn(setup.primaryPort)).toBeGreaterThan(0);
  });

  it('goes on with the promoted replica after a failover', async () => {
    const promoted = await setup.failover();
    // The Sentinel cuts the clients of the old primary; the backend's clients find the new one.
    await until(async () => (await backend.http().get('/health')).status === 200, 'the backend’s health after the failover');
    const before = await keysOn(promoted);
    const signed = await signUp(backend);
    expect(signed.res.status).toBe(201);
    await until(async () => (await keysOn(promoted)) > before, 'the new session on the promoted replica');
  }, 60_000);
});
