// Test helpers of the payments integration tests: start an order as a member, finish it on
// the sandbox's checkout page, and call the webhook as the sandbox's delivery job does.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { PaymentMethod, StartPaymentResponse } from '@amoretto/shared';
import { SANDBOX_SIGNATURE_HEADER, sandboxWebhookSecret, signSandboxWebhook, type SandboxOutcome } from '@amoretto/shared/node';
import { AppConfig } from '../config/app-config';
import { NL_HOST } from '../members/member-test-helpers';
import type { TestBackend } from '../testing/test-app';

export interface Member {
  id: number;
  cookie: string;
}

/** The id of a package tier on the member's site. */
export async function packageId(db: DataSource, userId: number, tier = 'p1'): Promise<number> {
  const [row] = (await db.query(
    `SELECT k.id FROM credit_packages k JOIN users u ON u.site_id = k.site_id WHERE u.id = $1 AND k.tier = $2`,
    [userId, tier],
  )) as Array<{ id: number }>;
  return row!.id;
}

export function startPayment(
  backend: TestBackend,
  member: Member,
  body: { package_id: number; method?: PaymentMethod | string; idempotency_key?: string; discount_code?: string | null },
  host = NL_HOST,
) {
  return backend
    .http()
    .post('/api/payments')
    .set('Host', host)
    .set('Cookie', member.cookie)
    .send({ method: 'ideal', idempotency_key: randomUUID(), ...body });
}

/** Starts an order and answers it with the sandbox's id of it. */
export async function startedPayment(backend: TestBackend, db: DataSource, member: Member, tier = 'p1', method: PaymentMethod = 'ideal') {
  const res = await startPayment(backend, member, { package_id: await packageId(db, member.id, tier), method });
  if (res.status !== 201) throw new Error(`payment not started: ${res.status} ${res.text}`);
  const started = res.body as StartPaymentResponse;
  return { started, sandboxId: await sandboxIdOf(db, started.payment.id) };
}

export async function sandboxIdOf(db: DataSource, paymentId: number): Promise<string> {
  const [row] = (await db.query(`SELECT provider_payment_id FROM payments WHERE id = $1`, [paymentId])) as Array<{
    provider_payment_id: string;
  }>;
  return row!.provider_payment_id;
}

/** The tester's button on the sandbox checkout page. */
export function chooseOnCheckout(backend: TestBackend, sandboxId: string, outcome: SandboxOutcome, host = NL_HOST) {
  return backend.http().post(`/api/sandbox/checkout/${sandboxId}`).set('Host', host).type('form').send({ outcome });
}

/** The sandbox's webhook call, signed as its delivery job signs it (`secret`/`at` to forge or replay one). */
export function sandboxWebhook(backend: TestBackend, sandboxId: string, options: { secret?: string; at?: number; body?: string } = {}) {
  const body = options.body ?? JSON.stringify({ id: sandboxId });
  // The key the backend under test runs with (npm test gives the apps one of its own).
  const secret = options.secret ?? sandboxWebhookSecret(backend.app.get(AppConfig));
  const signature = signSandboxWebhook(secret, body, options.at ?? Math.floor(Date.now() / 1000));
  return backend
    .http()
    .post('/api/payments/webhook/sandbox')
    .set('Content-Type', 'application/json')
    .set(SANDBOX_SIGNATURE_HEADER, signature)
    .send(body);
}

export async function memberMoney(db: DataSource, userId: number) {
  const [row] = (await db.query(
    `SELECT u.credits, u.credit_debt, u.paid_user,
            (SELECT count(*)::int FROM credit_entries WHERE user_id = u.id AND reason = 'purchase') AS purchases,
            (SELECT coalesce(sum(amount), 0)::int FROM credit_entries WHERE user_id = u.id) AS ledger_sum
       FROM users u WHERE u.id = $1`,
    [userId],
  )) as Array<{ credits: number; credit_debt: number; paid_user: boolean; purchases: number; ledger_sum: number }>;
  return row!;
}

export async function eventsOf(db: DataSource, filter: { paymentId?: number; providerPaymentId?: string }) {
  return (await db.query(
    `SELECT kind, outcome, detail FROM payment_events
      WHERE ($1::int IS NULL OR payment_id = $1) AND ($2::text IS NULL OR provider_payment_id = $2) ORDER BY id`,
    [filter.paymentId ?? null, filter.providerPaymentId ?? null],
  )) as Array<{ kind: string; outcome: string; detail: Record<string, unknown> }>;
}
