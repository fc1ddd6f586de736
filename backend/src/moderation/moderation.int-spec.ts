// Reports and moderation end to end (docs/product.md#moderation): the backend in this process, one
// built gateway for the sockets a ban must close.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerEventPayloads, ServerToClientEvents } from '@amoretto/shared';
import { freePort } from '@amoretto/shared/testing';
import { insertMember, insertPhoto, NL_HOST } from '../members/member-test-helpers';
import { createOperator } from '../operator-auth/operator-accounts';
import { currentTotpCode } from '../operator-auth/operator-totp';
import { GOOD_PASSWORD, mailsTo, randomIp, sessionCookie, signUp } from '../testing/accounts-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { TEST_PUBLIC_URL } from '../testing/test-app';

jest.setTimeout(120_000);
const root = join(__dirname, '..', '..', '..');
const OPERATOR_PASSWORD = 'Quiet-Harbour-Lamp-31';

describe('reports and moderation', () => {
  const ctx = useIsolatedBackend('moderation');
  const http = () => ctx.backend.http();
  let gateway: { url: string; child: ChildProcess };

  beforeAll(async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [join(root, 'gateway', 'dist', 'main.js')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: (ctx.db.options as { url: string }).url,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: TEST_PUBLIC_URL,
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error('the gateway did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    gateway = { url, child };
  });
  afterAll(() => {
    gateway?.child.kill();
  });

  /** A confirmed member on the Dutch site with their login. */
  const member = async (gender: 'male' | 'female' = 'male') => {
    const signed = await signUp(ctx.backend, { name: gender === 'male' ? 'Daan' : 'Sanne' }, NL_HOST);
    const id = signed.res.body.user.id as number;
    await ctx.db.query(
      `UPDATE users SET status = 'active', gender = $2, sexuality = 'hetero', country = 'NL', region = 'NL-UT' WHERE id = $1`,
      [id, gender],
    );
    return { id, cookie: signed.cookie, email: signed.body.email as string };
  };
  const login = (email: string) =>
    http().post('/api/user.php').set('Host', NL_HOST).set('X-Forwarded-For', randomIp()).send({ email, password: GOOD_PASSWORD });
  const moderator = async (role: 'agent' | 'moderator' | 'admin' = 'moderator') => {
    const op = await createOperator(ctx.db.manager, {
      email: `mod.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`,
      name: 'Mia',
      role,
      password: OPERATOR_PASSWORD,
    });
    const res = await http()
      .post('/api/operator/login')
      .set('X-Forwarded-For', randomIp())
      .send({ email: op.email, password: OPERATOR_PASSWORD, code: await currentTotpCode(op.totpSecret) })
      .expect(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('operator.session='))!
      .split(';')[0]!;
    return { id: op.id, cookie };
  };
  const decide = (cookie: string, path: string, body: Record<string, unknown> = {}) =>
    http().post(`/api/operator/moderation/${path}`).set('Cookie', cookie).send(body);
  const report = (cookie: string, body: Record<string, unknown>) =>
    http().post('/api/reports').set('Cookie', cookie).set('Host', NL_HOST).send(body);
  const audit = (memberId: number): Promise<Array<{ operator_id: number; action: string }>> =>
    ctx.db.query(`SELECT operator_id, action FROM operator_audit_log WHERE member_id = $1 ORDER BY id`, [memberId]);
  const subjects = async (email: string) => (await mailsTo(ctx.db, email)).map((m) => m.subject);

  describe('reports', () => {
    it('validates the reason, the text, the target and the conversation', async () => {
      const me = await member();
      const her = await member('female');
      const other = await member('female');
      expect((await report(me.cookie, { profile_id: her.id, reason: 'rude' }).expect(400)).body.error.code).toBe('validation_failed');
      expect((await report(me.cookie, { profile_id: her.id, reason: 'spam', text: 'x'.repeat(1001) }).expect(400)).body.error.code).toBe(
        'validation_failed',
      );
      expect((await report(me.cookie, { profile_id: me.id, reason: 'spam' }).expect(400)).body.error.code).toBe('own_profile');
      expect((await report(me.cookie, { profile_id: 2_000_000_000, reason: 'spam' }).expect(404)).body.error.code).toBe('member_not_found');
      // A conversation between two other members is not the reporter's to report.
      const [conversation] = (await ctx.db.query(
        `INSERT INTO conversations (user_a_id, user_b_id, started_by) VALUES (LEAST($1::int, $2::int), GREATEST($1::int, $2::int), $1) RETURNING id`,
        [her.id, other.id],
      )) as Array<{ id: number }>;
      expect(
        (await report(me.cookie, { profile_id: her.id, conversation_id: conversation!.id, reason: 'spam' }).expect(404)).body.error.code,
      ).toBe('conversation_not_found');
      await http().post('/api/reports').send({ profile_id: her.id, reason: 'spam' }).expect(403);
      expect(await ctx.db.query(`SELECT 1 FROM reports WHERE reporter_id = $1`, [me.id])).toEqual([]);
    });

    it('keeps one open report per reporter and member; a conversation report names the conversation', async () => {
      const me = await member();
      const her = await member('female');
      const [conversation] = (await ctx.db.query(
        `INSERT INTO conversations (user_a_id, user_b_id, started_by) VALUES (LEAST($1::int, $2::int), GREATEST($1::int, $2::int), $1) RETURNING id`,
        [me.id, her.id],
      )) as Array<{ id: number }>;
      const sent = await report(me.cookie, {
        profile_id: her.id,
        conversation_id: conversation!.id,
        reason: 'harassment',
        text: '  rude  ',
      }).expect(201);
      expect(sent.body.report).toEqual({ id: expect.any(Number), status: 'open' });
      expect((await report(me.cookie, { profile_id: her.id, reason: 'spam' }).expect(409)).body.error.code).toBe('report_already_open');
      const rows = await ctx.db.query(
        `SELECT reported_id, conversation_id, reason, text, status, site_id FROM reports WHERE reporter_id = $1`,
        [me.id],
      );
      expect(rows).toEqual([
        {
          reported_id: her.id,
          conversation_id: conversation!.id,
          reason: 'harassment',
          text: 'rude',
          status: 'open',
          site_id: expect.any(Number),
        },
      ]);
      // Once decided, the same member may be reported again.
      const mod = await moderator();
      await decide(mod.cookie, `reports/${sent.body.report.id}/decision`, { decision: 'dismissed' }).expect(200);
      await report(me.cookie, { profile_id: her.id, reason: 'spam' }).expect(201);
    });

    it('limits how many reports a member sends an hour', async () => {
      const me = await member();
      for (let i = 0; i < 10; i++) await report(me.cookie, { profile_id: await insertMember(ctx.db), reason: 'spam' }).expect(201);
      const refused = await report(me.cookie, { profile_id: await insertMember(ctx.db), reason: 'spam' }).expect(429);
      expect(refused.body.error.code).toBe('too_many_requests');
    });
  });

  describe('the console', () => {
    it('is for moderators and admins only; member sessions are refused', async () => {
      const agent = await moderator('agent');
      expect((await http().get('/api/operator/moderation').set('Cookie', agent.cookie).expect(403)).body.error.code).toBe(
        'operator_role_forbidden',
      );
      const me = await member();
      expect((await http().get('/api/operator/moderation').set('Cookie', me.cookie).expect(401)).body.error.code).toBe(
        'operator_login_required',
      );
      await http()
        .get('/api/operator/moderation')
        .set('Cookie', (await moderator('admin')).cookie)
        .expect(200);
    });

    it('lists open reports; upholding sets the status, who and when, audited once', async () => {
      const me = await member();
      const her = await member('female');
      const id = (await report(me.cookie, { profile_id: her.id, reason: 'fake_profile', text: 'stolen photos' }).expect(201)).body.report
        .id;
      const mod = await moderator();
      const queue = (await http().get('/api/operator/moderation').set('Cookie', mod.cookie).expect(200)).body;
      expect(queue.reports).toContainEqual(
        expect.objectContaining({
          id,
          reason: 'fake_profile',
          text: 'stolen photos',
          reporter: expect.objectContaining({ id: me.id }),
          reported: expect.objectContaining({ id: her.id }),
        }),
      );
      await decide(mod.cookie, `reports/${id}/decision`, { decision: 'upheld' }).expect(200);
      await decide(mod.cookie, `reports/${id}/decision`, { decision: 'dismissed' }).expect(200);
      expect(await ctx.db.query(`SELECT status, decided_by, decided_at IS NOT NULL AS decided FROM reports WHERE id = $1`, [id])).toEqual([
        { status: 'upheld', decided_by: mod.id, decided: true },
      ]);
      expect(await audit(her.id)).toEqual([{ operator_id: mod.id, action: 'report_upheld' }]);
      const after = (await http().get('/api/operator/moderation').set('Cookie', mod.cookie).expect(200)).body;
      expect(after.reports.map((r: { id: number }) => r.id)).not.toContain(id);
      await decide(mod.cookie, `reports/${id}/decision`, { decision: 'maybe' }).expect(400);
    });
  });

  it('a rejected photo disappears from every member-facing endpoint; its owner sees it rejected', async () => {
    const me = await member();
    const her = await member('female');
    const main = await insertPhoto(ctx.db, her.id, 0);
    const second = await insertPhoto(ctx.db, her.id, 1);
    await ctx.db.query(`UPDATE users SET paid_user = true WHERE id = $1`, [me.id]);
    // A match and a conversation, so she is on the likes lists and the chat list too.
    await http().post('/api/likes').set('Cookie', me.cookie).send({ profile_id: her.id }).expect(200);
    await http().post('/api/likes').set('Cookie', her.cookie).send({ profile_id: me.id }).expect(200);
    await ctx.db.query(
      `INSERT INTO conversations (user_a_id, user_b_id, started_by, last_seq, last_message_at) VALUES (LEAST($1::int, $2::int), GREATEST($1::int, $2::int), $1, 1, now())
       ON CONFLICT (user_a_id, user_b_id) DO NOTHING`,
      [me.id, her.id],
    );

    const memberFacing = async (): Promise<string> => {
      const bodies = await Promise.all(
        [
          `/api/members?country=NL&gender=female`,
          `/api/members/${her.id}`,
          `/api/members/newest`,
          `/api/likes.php?type=matches`,
          `/api/likes.php?type=sent`,
          `/api/chats.php`,
        ].map(async (path) => JSON.stringify((await http().get(path).set('Cookie', me.cookie).set('Host', NL_HOST).expect(200)).body)),
      );
      return bodies.join('\n');
    };
    const before = await memberFacing();
    expect(before).toContain(main.thumb_filename);
    expect(before).toContain(main.filename);

    const mod = await moderator();
    const queue = (await http().get('/api/operator/moderation').set('Cookie', mod.cookie).expect(200)).body;
    expect(queue.photos.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([main.id, second.id]));
    await decide(mod.cookie, `photos/${main.id}/reject`, { note: 'Not you in the picture' }).expect(200);
    await decide(mod.cookie, `photos/${main.id}/reject`).expect(200);
    await decide(mod.cookie, `photos/${second.id}/approve`).expect(200);

    const after = await memberFacing();
    expect(after).not.toContain(main.filename);
    expect(after).not.toContain(main.thumb_filename);
    // The next photo is her main photo now.
    expect(after).toContain(second.thumb_filename);
    const own = (await http().get('/api/photos').set('Cookie', her.cookie).expect(200)).body;
    expect(JSON.stringify(own)).toContain('"status":"rejected"');
    expect((await subjects(her.email)).filter((s) => s.startsWith('Je foto is niet goedgekeurd'))).toHaveLength(1);
    expect((await audit(her.id)).map((a) => a.action)).toEqual(['photo_rejected', 'photo_approved']);
    const remaining = (await http().get('/api/operator/moderation').set('Cookie', mod.cookie).expect(200)).body;
    expect(remaining.photos.map((p: { id: number }) => p.id)).not.toEqual(expect.arrayContaining([main.id]));
  });

  it('hides a profile text from everyone else; a changed text waits for review again', async () => {
    const me = await member();
    const her = await member('female');
    await http().patch('/api/profile').set('Cookie', her.cookie).send({ about_me: 'Call me on 0612345678' }).expect(200);
    const mod = await moderator();
    const queue = (await http().get('/api/operator/moderation').set('Cookie', mod.cookie).expect(200)).body;
    expect(queue.texts).toContainEqual(
      expect.objectContaining({ about_me: 'Call me on 0612345678', member: expect.objectContaining({ id: her.id }) }),
    );
    await decide(mod.cookie, `members/${her.id}/text/hide`).expect(200);
    await decide(mod.cookie, `members/${her.id}/text/hide`).expect(200);
    const page = (await http().get(`/api/members/${her.id}`).set('Cookie', me.cookie).set('Host', NL_HOST).expect(200)).body;
    expect(JSON.stringify(page)).not.toContain('0612345678');
    expect((await subjects(her.email)).filter((s) => s.startsWith('Je profieltekst'))).toHaveLength(1);
    await http().patch('/api/profile').set('Cookie', her.cookie).send({ about_me: 'Hiking and good coffee' }).expect(200);
    const again = (await http().get(`/api/members/${her.id}`).set('Cookie', me.cookie).set('Host', NL_HOST).expect(200)).body;
    expect(again.profile.about_me).toBe('Hiking and good coffee');
    const queued = (await http().get('/api/operator/moderation').set('Cookie', mod.cookie).expect(200)).body;
    expect(queued.texts).toContainEqual(expect.objectContaining({ about_me: 'Hiking and good coffee' }));
  });

  it('a disabled member is logged out everywhere, vanishes, sees the ban code; restore brings them back', async () => {
    const me = await member();
    const her = await member('female');
    const second = sessionCookie((await login(her.email).expect(200)).headers['set-cookie']);
    await http().post('/api/likes').set('Cookie', me.cookie).send({ profile_id: her.id }).expect(200);
    await http().post('/api/likes').set('Cookie', her.cookie).send({ profile_id: me.id }).expect(200);

    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(gateway.url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { Origin: TEST_PUBLIC_URL, Cookie: her.cookie },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const ended = new Promise<ServerEventPayloads['session.ended']>((resolve) => socket.once('session.ended', resolve));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const searchIds = async () =>
      (
        (await http().get('/api/members?country=NL&gender=female').set('Cookie', me.cookie).set('Host', NL_HOST).expect(200)).body
          .profiles as Array<{
          id: number;
        }>
      ).map((m) => m.id);
    expect(await searchIds()).toContain(her.id);

    const mod = await moderator();
    await decide(mod.cookie, `members/${her.id}/disable`, { note: 'Spam' }).expect(200);
    await expect(ended).resolves.toEqual({ reason: 'disabled' });
    await expect(disconnected).resolves.toBe('io server disconnect');
    for (const cookie of [her.cookie, second]) {
      expect((await http().get('/api/user.php').set('Cookie', cookie).expect(403)).body.error.code).toBe('authentication_required');
    }
    expect((await login(her.email).expect(403)).body.error.code).toBe('account_disabled');
    expect(await searchIds()).not.toContain(her.id);
    expect((await http().get(`/api/members/${her.id}`).set('Cookie', me.cookie).set('Host', NL_HOST).expect(404)).body.error.code).toBe(
      'member_not_found',
    );
    const matches = (await http().get('/api/likes.php?type=matches').set('Cookie', me.cookie).expect(200)).body;
    expect(JSON.stringify(matches)).not.toContain(`"id":${her.id},`);

    // A second click neither audits nor mails again.
    await decide(mod.cookie, `members/${her.id}/disable`).expect(200);
    expect((await audit(her.id)).map((a) => a.action)).toEqual(['member_disabled']);
    expect((await subjects(her.email)).filter((s) => s.startsWith('Je profiel op'))).toHaveLength(1);

    await decide(mod.cookie, `members/${her.id}/restore`).expect(200);
    const back = sessionCookie((await login(her.email).expect(200)).headers['set-cookie']);
    await http().get('/api/user.php').set('Cookie', back).expect(200);
    expect(await searchIds()).toContain(her.id);
    await http().get(`/api/members/${her.id}`).set('Cookie', me.cookie).set('Host', NL_HOST).expect(200);
    expect((await audit(her.id)).map((a) => [a.operator_id, a.action])).toEqual([
      [mod.id, 'member_disabled'],
      [mod.id, 'member_restored'],
    ]);
    expect((await subjects(her.email)).filter((s) => /^Je profiel op .* is terug$/.test(s))).toHaveLength(1);
  });

  it('warns by mail each time, audited with the moderator', async () => {
    const her = await member('female');
    const mod = await moderator();
    await decide(mod.cookie, `members/${her.id}/warn`, { note: 'No phone numbers, please.' }).expect(200);
    const mails = (await mailsTo(ctx.db, her.email)).filter((m) => m.subject.startsWith('Een waarschuwing'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('No phone numbers, please.');
    expect(await audit(her.id)).toEqual([{ operator_id: mod.id, action: 'member_warned' }]);
    await decide(mod.cookie, `members/2000000000/warn`).expect(404);
  });
});
