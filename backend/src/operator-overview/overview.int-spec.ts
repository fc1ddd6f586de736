import { randomUUID } from 'node:crypto';
import { chatMember, type ChatMember } from '../chats/chat-test-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import { operatorSession } from '../operator-support/operator-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';

jest.setTimeout(120_000);

describe('console home counts', () => {
  const ctx = useIsolatedBackend('operator-overview');
  const http = () => ctx.backend.http();
  const send = (from: ChatMember, to: number) =>
    http()
      .post('/api/chats/messages')
      .set('Host', NL_HOST)
      .set('Cookie', from.cookie)
      .send({ profile_id: to, client_id: randomUUID(), body: 'Ciao!' });

  it('counts conversations whose member wrote last to a fictional profile, and open reports, for any operator', async () => {
    const agent = await operatorSession(ctx.backend, ctx.db, 'agent');
    const count = async () => (await http().get('/api/operator/overview').set('Cookie', agent.cookie).expect(200)).body;
    expect(await count()).toEqual({ waiting_fictional: 0, open_reports: 0 });

    const profile = await chatMember(ctx.backend, ctx.db, { gender: 'female' });
    await ctx.db.query(`UPDATE users SET fictional = true WHERE id = $1`, [profile.id]);
    const writers = await Promise.all([1, 2].map(() => chatMember(ctx.backend, ctx.db, { credits: 50, paid_user: true })));
    for (const writer of writers) await send(writer, profile.id).expect(201);
    // Two real members writing to each other wait for no one.
    const [a, b] = await Promise.all([1, 2].map(() => chatMember(ctx.backend, ctx.db, { credits: 50, paid_user: true })));
    await send(a!, b!.id).expect(201);
    expect((await count()).waiting_fictional).toBe(2);

    // A member gone (disabled) waits for no answer.
    await ctx.db.query(`UPDATE users SET profile_status = 'disabled' WHERE id = $1`, [writers[0]!.id]);
    expect((await count()).waiting_fictional).toBe(1);

    await ctx.db.query(
      `INSERT INTO reports (site_id, reporter_id, reported_id, reason) SELECT site_id, $1, $2, 'spam' FROM users WHERE id = $1`,
      [a!.id, b!.id],
    );
    expect((await count()).open_reports).toBe(1);
    // A member's session is no operator session.
    await http().get('/api/operator/overview').set('Cookie', a!.cookie).expect(401);
  });
});
