import { randomUUID } from 'node:crypto';
import { useIsolatedBackend } from '../testing/isolated-database';
import { chatMember, ledgerOf } from './chat-test-helpers';

// Credits bound what a member spends, not how fast: without a rate limit one member sent
// 300 paid messages in under a second. Sends are now counted per member in Redis.
describe('HTTP send rate', () => {
  const ctx = useIsolatedBackend('send_rate', { SEND_RATE_LIMIT: '5', SEND_RATE_WINDOW_MS: '60000' });
  const member = (seed: Parameters<typeof chatMember>[2] = {}) => chatMember(ctx.backend, ctx.db, seed);

  it('lets the limit through when 30 sends arrive at once and refuses the rest with 429 and when to retry', async () => {
    const me = await member({ credits: 1_000, paid_user: true });
    const her = await member({ gender: 'female' });
    const before = await ledgerOf(ctx.db, me.id);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        ctx.backend
          .http()
          .post('/api/chats/messages')
          .set('Cookie', me.cookie)
          .send({ profile_id: her.id, client_id: randomUUID(), body: `flood ${i}` }),
      ),
    );
    const sent = results.filter((res) => res.status === 201);
    const refused = results.filter((res) => res.status === 429);
    expect([sent.length, refused.length]).toEqual([5, 25]);
    for (const res of refused) {
      expect(res.body.error.code).toBe('too_many_requests');
      expect(res.body.error.details.seconds).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBe(res.body.error.details.seconds);
    }
    // Only what was sent was paid for.
    const after = await ledgerOf(ctx.db, me.id);
    expect(after.spends - before.spends).toBe(5);
    expect(after.credits).toBe(after.ledger_sum);
    // Gifts count in the same window.
    const gift = await ctx.backend
      .http()
      .post('/api/chats/gifts')
      .set('Cookie', me.cookie)
      .send({ profile_id: her.id, client_id: randomUUID(), gift_id: 'rose' });
    expect(gift.status).toBe(429);
  });

  it('counts each member on their own', async () => {
    const other = await member({ credits: 100, paid_user: true });
    const her = await member({ gender: 'female' });
    const res = await ctx.backend
      .http()
      .post('/api/chats/messages')
      .set('Cookie', other.cookie)
      .send({ profile_id: her.id, client_id: randomUUID(), body: 'Ciao' });
    expect(res.status).toBe(201);
  });
});
