import { chatMember } from '../chats/chat-test-helpers';
import { atSandbox, paidPurchase } from '../payments/after-payment-test-helpers';
import { memberMoney } from '../payments/payment-test-helpers';
import { mailsTo, signUp } from '../testing/accounts-helpers';
import { useIsolatedBackend } from '../testing/isolated-database';
import { auditOf, operatorSession, requestKey } from './operator-test-helpers';

jest.setTimeout(120_000);

describe('operator support', () => {
  const ctx = useIsolatedBackend('operator-support');
  const http = () => ctx.backend.http();
  const ledgerOf = async (userId: number, reason: string) =>
    (await ctx.db.query(`SELECT amount FROM credit_entries WHERE user_id = $1 AND reason = $2 ORDER BY id`, [userId, reason])) as Array<{
      amount: number;
    }>;

  it('finds a member by id, email or part of the name, and shows the account with purchases, ledger and logins', async () => {
    const admin = await operatorSession(ctx.backend, ctx.db, 'admin');
    const member = await chatMember(ctx.backend, ctx.db, { credits: 7 });
    const [row] = (await ctx.db.query(`SELECT email, name FROM users WHERE id = $1`, [member.id])) as Array<{
      email: string;
      name: string;
    }>;
    const { payment } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');

    for (const q of [String(member.id), `#${member.id}`, row!.email, row!.email.slice(0, 12).toUpperCase()]) {
      const found = await http().get('/api/operator/support/members').query({ q }).set('Cookie', admin.cookie).expect(200);
      expect(found.body.members.map((m: { id: number }) => m.id)).toContain(member.id);
    }
    const byName = await http()
      .get('/api/operator/support/members')
      .query({ q: row!.name.slice(1, 4) })
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(byName.body.members.map((m: { id: number }) => m.id)).toContain(member.id);
    // A LIKE wildcard is a letter like any other.
    expect(
      (await http().get('/api/operator/support/members').query({ q: '%' }).set('Cookie', admin.cookie).expect(200)).body.members,
    ).toEqual([]);

    const detail = await http().get(`/api/operator/support/members/${member.id}`).set('Cookie', admin.cookie).expect(200);
    expect(detail.body.member).toMatchObject({ id: member.id, email: row!.email, credits: 107, status: 'active', restorable_until: null });
    expect(detail.body.member.purchases).toEqual([expect.objectContaining({ id: payment.id, status: 'paid', credits: 100 })]);
    expect(detail.body.member.ledger.map((l: { reason: string }) => l.reason)).toEqual(['purchase', 'test_grant']);
    expect(detail.body.member.logins.length).toBeGreaterThan(0);
    expect(await auditOf(ctx.db, admin.id)).toEqual([{ action: 'support_member_viewed', member_id: member.id }]);
    await http().get('/api/operator/support/members/2000000000').set('Cookie', admin.cookie).expect(404);
  });

  it('lets moderators read but not act, and refuses agents and members everything, payments first', async () => {
    const member = await chatMember(ctx.backend, ctx.db);
    const moderator = await operatorSession(ctx.backend, ctx.db, 'moderator');
    const agent = await operatorSession(ctx.backend, ctx.db, 'agent');
    await http().get(`/api/operator/support/members/${member.id}`).set('Cookie', moderator.cookie).expect(200);
    const grant = { amount: 5, reason: 'Sorry for the outage', key: requestKey() };
    expect(
      (await http().post(`/api/operator/support/members/${member.id}/credits`).set('Cookie', moderator.cookie).send(grant).expect(403)).body
        .error.code,
    ).toBe('operator_role_forbidden');

    for (const [method, path] of [
      ['get', `/api/operator/support/members/${member.id}`],
      ['get', `/api/operator/support/members?q=${member.id}`],
      ['post', `/api/operator/support/members/${member.id}/credits`],
      ['post', `/api/operator/support/members/${member.id}/payments/1/refund`],
    ] as const) {
      const res = await http()[method](path).set('Cookie', agent.cookie).send(grant).expect(403);
      expect(res.body.error.code).toBe('operator_role_forbidden');
      // A member's session is no operator session.
      await http()[method](path).set('Cookie', member.cookie).send(grant).expect(401);
    }
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 0, ledger_sum: 0 });
  });

  it('grants credits once per request key: a double submit gives one ledger entry, audited with the member', async () => {
    const admin = await operatorSession(ctx.backend, ctx.db, 'admin');
    const member = await chatMember(ctx.backend, ctx.db, { credits: 3 });
    const body = { amount: 25, reason: 'Goodwill after a failed payment', key: requestKey() };
    const answers = await Promise.all(
      [1, 2, 3].map(() => http().post(`/api/operator/support/members/${member.id}/credits`).set('Cookie', admin.cookie).send(body)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.granted)).toHaveLength(1);
    expect(answers.map((a) => a.body.credits)).toEqual([28, 28, 28]);
    expect(await ledgerOf(member.id, 'operator_grant')).toEqual([{ amount: 25 }]);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 28, ledger_sum: 28 });
    expect(await auditOf(ctx.db, admin.id)).toEqual([{ action: 'support_credits_granted', member_id: member.id }]);

    // A new form (a new key) grants again; a bad amount is refused.
    await http()
      .post(`/api/operator/support/members/${member.id}/credits`)
      .set('Cookie', admin.cookie)
      .send({ ...body, key: requestKey() })
      .expect(200);
    expect(await ledgerOf(member.id, 'operator_grant')).toEqual([{ amount: 25 }, { amount: 25 }]);
    for (const amount of [0, -5, 1001, 2.5]) {
      await http()
        .post(`/api/operator/support/members/${member.id}/credits`)
        .set('Cookie', admin.cookie)
        .send({ ...body, amount, key: requestKey() })
        .expect(400);
    }
  });

  it('refunds a purchase through the provider once: a double submit is one ledger entry and one refund', async () => {
    const admin = await operatorSession(ctx.backend, ctx.db, 'admin');
    const member = await chatMember(ctx.backend, ctx.db, { credits: 20 });
    const { payment, sandboxId } = await paidPurchase(ctx.backend, ctx.db, member, 'p0');
    const key = requestKey();
    const refund = () =>
      http().post(`/api/operator/support/members/${member.id}/payments/${payment.id}/refund`).set('Cookie', admin.cookie).send({ key });
    const first = await refund().expect(200);
    expect(first.body.payment).toMatchObject({ id: payment.id, status: 'refunded', refunded_cents: payment.amount_cents });
    const again = await refund().expect(200);
    expect(again.body).toEqual(first.body);
    expect(await atSandbox(ctx.db, sandboxId)).toMatchObject({ refunded_cents: payment.amount_cents });
    expect(await ledgerOf(member.id, 'refund')).toEqual([{ amount: -100 }]);
    expect(await memberMoney(ctx.db, member.id)).toMatchObject({ credits: 20, ledger_sum: 20 });
    expect(await auditOf(ctx.db, admin.id)).toEqual([{ action: 'support_payment_refunded', member_id: member.id }]);

    // Another key on a refunded purchase: nothing left to give back, and the key is free again.
    const other = requestKey();
    const refused = await http()
      .post(`/api/operator/support/members/${member.id}/payments/${payment.id}/refund`)
      .set('Cookie', admin.cookie)
      .send({ key: other })
      .expect(422);
    expect(refused.body.error.code).toBe('refund_not_possible');
    expect(await ctx.db.query(`SELECT 1 FROM operator_requests WHERE key = $1`, [other])).toEqual([]);
    // A payment of another member is not found under this one.
    const stranger = await chatMember(ctx.backend, ctx.db);
    await http()
      .post(`/api/operator/support/members/${stranger.id}/payments/${payment.id}/refund`)
      .set('Cookie', admin.cookie)
      .send({ key: requestKey() })
      .expect(404);
  });

  it('resends the activation mail of an unconfirmed account, and restores a deleted one within its 14 days only', async () => {
    const admin = await operatorSession(ctx.backend, ctx.db, 'admin');
    const { res } = await signUp(ctx.backend);
    const fresh = res.body.user as { id: number; email: string };
    const before = (await mailsTo(ctx.db, fresh.email)).length;
    const sent = await http().post(`/api/operator/support/members/${fresh.id}/activation-mail`).set('Cookie', admin.cookie).expect(200);
    expect(sent.body).toEqual({ sent: true });
    expect((await mailsTo(ctx.db, fresh.email)).length).toBe(before + 1);

    const member = await chatMember(ctx.backend, ctx.db);
    await ctx.db.query(
      `UPDATE users SET status = 'deleted', activated_at = now() - interval '9 days', deleted_at = now() - interval '3 days' WHERE id = $1`,
      [member.id],
    );
    const detail = await http().get(`/api/operator/support/members/${member.id}`).set('Cookie', admin.cookie).expect(200);
    expect(detail.body.member.restorable_until).toEqual(expect.any(String));
    await http().post(`/api/operator/support/members/${member.id}/restore`).set('Cookie', admin.cookie).expect(204);
    expect((await ctx.db.query(`SELECT status FROM users WHERE id = $1`, [member.id]))[0].status).toBe('active');
    expect(
      (await http().post(`/api/operator/support/members/${member.id}/restore`).set('Cookie', admin.cookie).expect(409)).body.error.code,
    ).toBe('account_not_restorable');

    const late = await chatMember(ctx.backend, ctx.db);
    await ctx.db.query(`UPDATE users SET status = 'deleted', deleted_at = now() - interval '15 days' WHERE id = $1`, [late.id]);
    await http().post(`/api/operator/support/members/${late.id}/restore`).set('Cookie', admin.cookie).expect(409);
    expect((await ctx.db.query(`SELECT status FROM users WHERE id = $1`, [late.id]))[0].status).toBe('deleted');
    expect((await auditOf(ctx.db, admin.id)).map((a) => a.action)).toEqual([
      'support_activation_resent',
      'support_member_viewed',
      'support_account_restored',
    ]);
  });
});
