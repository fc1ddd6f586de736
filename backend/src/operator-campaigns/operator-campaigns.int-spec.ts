import { randomBytes } from 'node:crypto';
import { chatMember } from '../chats/chat-test-helpers';
import { auditOf, operatorSession } from '../operator-support/operator-test-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';

jest.setTimeout(120_000);

describe('operator campaigns and codes', () => {
  const ctx = useIsolatedBackend('operator-campaigns');
  const http = () => ctx.backend.http();
  const spelling = () => `SPRING${randomBytes(3).toString('hex').toUpperCase()}`;

  it('makes a discount code with the spec’s fields, refuses bad ones and a taken spelling, and lists it', async () => {
    const admin = await operatorSession(ctx.backend, ctx.db, 'admin');
    const code = spelling();
    const body = {
      code: code.toLowerCase(),
      value_percentage: 15,
      country: 'NL',
      expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      currency: 'EUR',
      minimum_order_value_cents: 1500,
      status: 'active',
      validity: 'once',
      paymentmethods: ['ideal', 'paypal'],
    };
    const created = await http().post('/api/operator/discount-codes').set('Cookie', admin.cookie).send(body).expect(201);
    expect(created.body.code).toMatchObject({
      code,
      value_percentage: 15,
      country: 'NL',
      validity: 'once',
      expired: false,
      redemptions: 0,
    });
    expect((await ctx.db.query(`SELECT code, paymentmethods FROM discount_codes WHERE id = $1`, [created.body.code.id]))[0]).toEqual({
      code,
      paymentmethods: ['ideal', 'paypal'],
    });
    const taken = await http().post('/api/operator/discount-codes').set('Cookie', admin.cookie).send(body).expect(409);
    expect(taken.body.error.code).toBe('discount_code_exists');

    const invalid: Array<[Record<string, unknown>, string]> = [
      [{ value_percentage: 0 }, 'value_percentage'],
      [{ value_percentage: 101 }, 'value_percentage'],
      [{ code: 'a b' }, 'code'],
      [{ code: 'x' }, 'code'],
      [{ expires_at: new Date(Date.now() - 60_000).toISOString() }, 'expires_at'],
      [{ currency: undefined }, 'currency'],
      [{ paymentmethods: ['cash'] }, 'paymentmethods'],
      [{ status: 'open' }, 'status'],
      [{ user_id: 2_000_000_000 }, 'user_id'],
    ];
    for (const [change, field] of invalid) {
      const res = await http()
        .post('/api/operator/discount-codes')
        .set('Cookie', admin.cookie)
        .send({ ...body, code: spelling(), ...change })
        .expect(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    const list = await http().get('/api/operator/discount-codes').set('Cookie', admin.cookie).expect(200);
    expect(list.body.codes.map((c: { code: string }) => c.code)).toContain(code);
    expect(await auditOf(ctx.db, admin.id)).toEqual([{ action: 'discount_code_created', member_id: null }]);

    // Codes and campaigns are for admins only.
    const moderator = await operatorSession(ctx.backend, ctx.db, 'moderator');
    await http()
      .post('/api/operator/discount-codes')
      .set('Cookie', moderator.cookie)
      .send({ ...body, code: spelling() })
      .expect(403);
    await http().get('/api/operator/campaigns').set('Cookie', moderator.cookie).expect(403);
  });

  it('drafts a campaign to a segment whose audience leaves out members who switched the type off; preview, test send and start are queued', async () => {
    const admin = await operatorSession(ctx.backend, ctx.db, 'admin');
    const [{ id: siteId }] = (await ctx.db.query(`SELECT id FROM sites ORDER BY id LIMIT 1`)) as Array<{ id: number }>;
    // Four women of that site speaking Polish (a language no other test here uses): one switched promotions off, one is fictional.
    const members = await Promise.all([1, 2, 3, 4].map(() => chatMember(ctx.backend, ctx.db, { gender: 'female' })));
    await ctx.db.query(`UPDATE users SET site_id = $2, language = 'pl', paid_user = false WHERE id = ANY($1)`, [
      members.map((m) => m.id),
      siteId,
    ]);
    await ctx.db.query(`UPDATE users SET email_notifications_off = '{promotions}' WHERE id = $1`, [members[0]!.id]);
    await ctx.db.query(`UPDATE users SET fictional = true WHERE id = $1`, [members[1]!.id]);
    const segment = { site_id: siteId, languages: ['pl'], gender: 'female', paid: false, active_days: 7 };
    const texts = { pl: { subject: 'Nowości', paragraphs: ['Mamy nowe funkcje.'], button: 'Zobacz' } };

    const created = await http()
      .post('/api/operator/campaigns')
      .set('Cookie', admin.cookie)
      .send({ type: 'promotions', texts, path: '/credits', segment })
      .expect(201);
    expect(created.body.campaign).toMatchObject({ type: 'promotions', status: 'draft', segment, audience: 2 });
    // News is not switched off by the first member: the same segment reaches three.
    const news = await http()
      .post('/api/operator/campaigns')
      .set('Cookie', admin.cookie)
      .send({ type: 'news', texts, path: '/', segment })
      .expect(201);
    expect(news.body.campaign.audience).toBe(3);

    for (const bad of [
      { type: 'promotions', texts: {}, path: '/', segment },
      { type: 'reminders', texts, path: '/', segment },
      { type: 'news', texts, path: 'https://evil.example', segment },
      { type: 'news', texts, path: '/', segment: { ...segment, languages: ['xx'] } },
      { type: 'news', texts: { pl: { subject: '', paragraphs: [] } }, path: '/', segment },
    ]) {
      expect((await http().post('/api/operator/campaigns').set('Cookie', admin.cookie).send(bad).expect(400)).body.error.code).toBe(
        'validation_failed',
      );
    }

    const id = created.body.campaign.id as number;
    const preview = await http()
      .get(`/api/operator/campaigns/${id}/preview`)
      .query({ language: 'pl' })
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(preview.body).toEqual({ language: 'pl', html: null });
    await http().post(`/api/operator/campaigns/${id}/test`).set('Cookie', admin.cookie).send({ language: 'pl' }).expect(202);
    const jobs = (await ctx.db.query(`SELECT job_name, payload FROM outbox WHERE payload->>'campaignId' = $1::text ORDER BY id`, [
      String(id),
    ])) as Array<{ job_name: string; payload: Record<string, unknown> }>;
    expect(jobs).toEqual([
      { job_name: 'campaign.preview', payload: { campaignId: id, language: 'pl' } },
      { job_name: 'campaign.test', payload: { campaignId: id, language: 'pl', to: admin.email, name: 'Ada' } },
    ]);
    // Once the workers stored the rendering, the console gets it.
    await ctx.db.query(`UPDATE mail_campaigns SET preview_html = '<p>Nowości</p>', preview_language = 'pl' WHERE id = $1`, [id]);
    expect(
      (await http().get(`/api/operator/campaigns/${id}/preview`).query({ language: 'pl' }).set('Cookie', admin.cookie).expect(200)).body
        .html,
    ).toBe('<p>Nowości</p>');

    const started = await http().post(`/api/operator/campaigns/${id}/start`).set('Cookie', admin.cookie).expect(200);
    expect(started.body.campaign.status).toBe('sending');
    expect((await http().post(`/api/operator/campaigns/${id}/start`).set('Cookie', admin.cookie).expect(409)).body.error.code).toBe(
      'campaign_not_draft',
    );
    const batches = await ctx.db.query(
      `SELECT payload FROM outbox WHERE job_name = 'campaign.batch' AND payload->>'campaignId' = $1::text`,
      [String(id)],
    );
    expect(batches).toEqual([{ payload: { campaignId: id, afterUserId: 0 } }]);
    expect((await auditOf(ctx.db, admin.id)).map((a) => a.action)).toEqual([
      'campaign_created',
      'campaign_created',
      'campaign_test_sent',
      'campaign_started',
    ]);
  });
});
