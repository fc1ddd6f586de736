import { randomUUID } from 'node:crypto';
import { chatMember } from '../chats/chat-test-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import { operatorSession } from '../operator-support/operator-test-helpers';
import { signUp, uniqueEmail, useTestBackend } from '../testing/accounts-helpers';

// Input that used to fail as a 500 (found by an outside review): ids beyond Postgres int4,
// JSON nested thousands of levels deep, and lone UTF-16 surrogates. Each is the client's
// mistake and answers 400 validation_failed naming the field.
describe('bad input that used to answer 500', () => {
  const ctx = useTestBackend();
  const http = () => ctx.backend.http();
  const refusal = (res: { status: number; body: { error?: { code: string; fields?: unknown } } }) => [
    res.status,
    res.body.error?.code,
    res.body.error?.fields,
  ];
  const member = () => chatMember(ctx.backend, ctx.db, { credits: 100, paid_user: true });
  /** The console's routes take an operator's session (an admin may open every one), the rest a member's. */
  const sessionFor = async (memberCookie: string) => {
    const admin = await operatorSession(ctx.backend, ctx.db, 'admin');
    return (path: string) => (path.startsWith('/api/operator/') ? admin.cookie : memberCookie);
  };
  const rawJson = (method: 'post' | 'put' | 'patch', path: string, cookie: string, text: string) =>
    http()[method](path).set('Host', NL_HOST).set('Cookie', cookie).set('Content-Type', 'application/json').send(text);

  it('refuses ids beyond int4 or 2^53 in likes, blocks, photo order, messages and chat removal', async () => {
    const me = await member();
    for (const id of ['2147483648', '1e308', '9007199254740993']) {
      for (const path of ['/api/likes', '/api/blocks']) {
        expect(refusal(await rawJson('post', path, me.cookie, `{"profile_id":${id}}`))).toEqual([
          400,
          'validation_failed',
          { profile_id: ['max'] },
        ]);
      }
      expect(refusal(await rawJson('put', '/api/photos/order', me.cookie, `{"ids":[${id}]}`))).toEqual([
        400,
        'validation_failed',
        { ids: ['max'] },
      ]);
      const message = await rawJson(
        'post',
        '/api/chats/messages',
        me.cookie,
        `{"profile_id":${id},"client_id":"${randomUUID()}","body":"Ciao"}`,
      );
      expect(refusal(message)).toEqual([400, 'validation_failed', { profile_id: ['max'] }]);
    }
    const removal = await http().delete('/api/chat.php?conversation_id=2147483648').set('Host', NL_HOST).set('Cookie', me.cookie);
    expect(refusal(removal)).toEqual([400, 'validation_failed', { conversation_id: ['max'] }]);
    // Query ids are plain digits: no exponents, no hex.
    const hex = await http().delete('/api/chat.php?profile_id=0x10').set('Host', NL_HOST).set('Cookie', me.cookie);
    expect(refusal(hex)).toEqual([400, 'validation_failed', { profile_id: ['isInt', 'min', 'max'] }]);
    // Route ids keep their documented answers: a member page's malformed id is an unknown member.
    const page = await http().get('/api/members/2147483648').set('Host', NL_HOST).set('Cookie', me.cookie);
    expect([page.status, page.body.error.code]).toEqual([404, 'member_not_found']);
    const card = await http().get('/api/members/1e3/card').set('Host', NL_HOST);
    expect(refusal(card)).toEqual([400, 'validation_failed', { id: ['isInt', 'min', 'max'] }]);
  });

  it('answers a route id that is not plain int4 digits as the thing not found, on every id route', async () => {
    const me = await member();
    const notFound: Record<string, string> = {
      'get /api/members/{id}': 'member_not_found',
      'delete /api/likes/{profile_id}': 'member_not_found',
      'delete /api/blocks/{profile_id}': 'member_not_found',
      'get /api/chats/{conversationId}/messages': 'conversation_not_found',
      'post /api/chats/{conversationId}/read': 'conversation_not_found',
      'delete /api/photos/{id}': 'not_found',
      'post /api/photos/{id}/main': 'not_found',
      'post /api/directdebit/{id}/confirm': 'not_found',
      'get /api/payments/{id}': 'payment_not_found',
      'post /api/payments/{id}/refund': 'payment_not_found',
      'get /api/operator/fictional/conversations/{conversationId}': 'conversation_not_found',
      'post /api/operator/fictional/conversations/{conversationId}/messages': 'conversation_not_found',
      'put /api/operator/fictional/members/{memberId}/note': 'member_not_found',
      'post /api/operator/moderation/complaints/{id}/close': 'not_found',
      'post /api/operator/moderation/members/{id}/disable': 'member_not_found',
      'post /api/operator/moderation/members/{id}/restore': 'member_not_found',
      'post /api/operator/moderation/members/{id}/text/approve': 'member_not_found',
      'post /api/operator/moderation/members/{id}/text/hide': 'member_not_found',
      'post /api/operator/moderation/members/{id}/warn': 'member_not_found',
      'post /api/operator/moderation/photos/{id}/approve': 'not_found',
      'post /api/operator/moderation/photos/{id}/reject': 'not_found',
      'post /api/operator/moderation/reports/{id}/decision': 'not_found',
      'post /api/operator/trust/held/{memberId}/release': 'member_not_found',
    };
    const cookieFor = await sessionFor(me.cookie);
    // The document lists each route id as an integer: the table above covers all of them.
    const document = (await http().get('/api/docs.json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; schema?: { type?: string } }> }>>;
    };
    const idRoutes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.parameters?.some((p) => p.in === 'path' && p.schema?.type === 'integer'))
        .map(([method]) => `${method} ${path}`),
    );
    expect(idRoutes.sort()).toEqual(Object.keys(notFound).sort());
    for (const [route, code] of Object.entries(notFound)) {
      const [method, path] = route.split(' ') as ['get' | 'post' | 'put' | 'delete', string];
      for (const bad of ['0', '2147483648', '0x10', '1e3', '1.5', '-1', '%207', 'abc']) {
        const url = path.replace(/\{\w+\}/, bad);
        const req = http()[method](url).set('Host', NL_HOST).set('Cookie', cookieFor(path));
        // The direct debit's body is valid, so only the id can be refused.
        const res = method === 'post' || method === 'put' ? await req.send({ otp: '123456' }) : await req;
        expect([url, res.status, res.body.error?.code]).toEqual([url, 404, code]);
      }
    }
  });

  it('reads a search cursor naming an id beyond int4 like any unreadable cursor (the first page)', async () => {
    const me = await member();
    const res = await http()
      .get(`/api/members?cursor=k${(2_147_483_648).toString(36)}`)
      .set('Host', NL_HOST)
      .set('Cookie', me.cookie);
    expect(res.status).toBe(200);
  });

  it('answers a path the router cannot read with the usual error body', async () => {
    const badEncoding = await http().get('/api/members/%ZZ').set('Host', NL_HOST);
    expect([badEncoding.status, badEncoding.body.error?.code]).toEqual([400, 'bad_request']);
    const overlong = await http()
      .get(`/api/members/${'9'.repeat(200)}`)
      .set('Host', NL_HOST);
    expect([overlong.status, overlong.body.error?.code]).toEqual([414, 'bad_request']);
  });

  it('refuses a likes cursor with an impossible time or an id beyond int4', async () => {
    const me = await member();
    for (const before of ['2024-13-45T99:99:99.000000_5', '0000-01-01T00:00:00.000000_5', '2024-01-01T00:00:00.000000_9999999999']) {
      const res = await http().get('/api/likes.php').query({ before, type: 'sent' }).set('Host', NL_HOST).set('Cookie', me.cookie);
      expect([before, ...refusal(res)]).toEqual([before, 400, 'validation_failed', { before: ['isLikesCursor'] }]);
    }
  });

  it('refuses JSON nested 3,000 levels deep on every JSON-body operation, before anything walks it', async () => {
    const me = await member();
    const document = (await http().get('/api/docs.json').expect(200)).body as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody?.content?.['application/json'])
        .map(([method]) => [method as 'post' | 'put' | 'patch', path] as const),
    );
    // The login route reads its body itself (one route, three bodies), so the document names none.
    operations.push(['post', '/api/user.php']);
    expect(operations.length).toBeGreaterThanOrEqual(16);
    const cookieFor = await sessionFor(me.cookie);
    const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    for (const [method, path] of operations) {
      const nestedField = await rawJson(method, path, cookieFor(path), `{"x":${deep(3_000)}}`);
      expect([path, ...refusal(nestedField)]).toEqual([path, 400, 'validation_failed', { x: ['maxDepth'] }]);
      const nestedBody = await rawJson(method, path, cookieFor(path), deep(3_000));
      expect([path, ...refusal(nestedBody)]).toEqual([path, 400, 'validation_failed', { 0: ['maxDepth'] }]);
    }
  });

  it('refuses a lone surrogate in the signup name and tracking, and the signup loses nothing', async () => {
    const email = uniqueEmail('surrogate');
    const body = (name: string, tracking: string) =>
      `{"email":"${email}","name":"${name}","password":"Velvet-Moon-42","date_of_birth":"1995-04-12","tracking":${tracking}}`;
    const signup = (text: string) => http().post('/api/accounts').set('Content-Type', 'application/json').send(text);

    expect(refusal(await signup(body('a\\ud800b', '{}')))).toEqual([400, 'validation_failed', { name: ['noLoneSurrogate'] }]);
    expect(refusal(await signup(body('Giulia', '{"network":"\\udc00x","ref":"r\\ud83d"}')))).toEqual([
      400,
      'validation_failed',
      { 'tracking.network': ['noLoneSurrogate'], 'tracking.ref': ['noLoneSurrogate'] },
    ]);
    // A real pair (an emoji, escaped) is text like any other.
    const ok = await signup(body('Giulia \\ud83d\\ude18', '{"network":"n\\ud83d\\ude18","ref":"r"}'));
    expect(ok.status).toBe(201);
    const [stored] = (await ctx.db.query('SELECT name, tracking FROM users WHERE email = $1', [email])) as Array<{
      name: string;
      tracking: Record<string, string>;
    }>;
    expect([stored?.name, stored?.tracking.network]).toEqual(['Giulia 😘', 'n😘']);
    // And a lone surrogate anywhere else validated is refused the same way.
    const { cookie } = await signUp(ctx.backend);
    const profile = await http()
      .patch('/api/profile')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{"about_me":"ciao \\udfff"}');
    expect(refusal(profile)).toEqual([400, 'validation_failed', { about_me: ['noLoneSurrogate'] }]);
  });
});
