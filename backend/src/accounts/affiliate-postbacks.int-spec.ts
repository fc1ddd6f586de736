import { mailsTo, signUp, tokenFrom, useTestBackend } from '../testing/accounts-helpers';

describe('affiliate postbacks queued by signup and activation', () => {
  const ctx = useTestBackend();
  const network = `acct${Date.now()}`;

  // A network of this file's own (its name is unique), left in the test database like its members.
  beforeAll(async () => {
    await ctx.db.query(`INSERT INTO affiliate_networks (name, postback_url) VALUES ($1, 'https://net.example/pb?c={ref}&e={event}')`, [
      network,
    ]);
  });

  const postbacks = async (userId: number) =>
    (
      await ctx.db.query(
        `SELECT p.event, (SELECT count(*)::int FROM outbox o WHERE o.job_name = 'affiliate.postback' AND (o.payload->>'postbackId')::bigint = p.id) AS jobs
           FROM affiliate_postbacks p WHERE p.user_id = $1 ORDER BY p.event`,
        [userId],
      )
    ).map((r: { event: string; jobs: number }) => [r.event, r.jobs]);

  it('queues the signup with the account, and the activation once however often the link is opened', async () => {
    const { res, body } = await signUp(ctx.backend, { tracking: { network, ref: 'click-1', sub1: 'a' } });
    expect(res.status).toBe(201);
    const userId = res.body.user.id as number;
    expect(await postbacks(userId)).toEqual([['signup', 1]]);

    const token = tokenFrom((await mailsTo(ctx.db, body.email))[0]);
    await ctx.backend.http().get(`/api/activate.php?token=${token}`).expect(302);
    await ctx.backend.http().get(`/api/activate.php?token=${token}`).expect(302);
    expect(await postbacks(userId)).toEqual([
      ['activation', 1],
      ['signup', 1],
    ]);
  });

  it('queues nothing for a signup without a network, or with one the site does not know', async () => {
    const plain = await signUp(ctx.backend);
    const unknown = await signUp(ctx.backend, { tracking: { network: 'nobody-knows', ref: 'x' } });
    expect(await postbacks(plain.res.body.user.id)).toEqual([]);
    expect(await postbacks(unknown.res.body.user.id)).toEqual([]);
  });
});
