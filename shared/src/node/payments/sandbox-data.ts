import { returnedRows } from '../../db/account-tokens';
import type { Queryable } from '../../db/queryable';
import type { PaymentMethod } from '../../vocabularies';
import type { ProviderPaymentStatus } from './payment-provider';

// Every statement of the sandbox provider on its own tables (sandbox_payments,
// sandbox_mandates), with the rows they return. The product never reads these tables.

export interface SandboxPaymentRow {
  id: string;
  amount_cents: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  redirect_url: string;
  webhook_url: string;
  status: ProviderPaymentStatus;
  sequence_type: 'oneoff' | 'first' | 'recurring';
  customer_id: string | null;
  mandate_id: string | null;
  metadata: { order_id?: number };
  refunded_cents: number;
  charged_back_cents: number;
}

export interface SandboxMandateRow {
  id: string;
  customer_id: string;
  method: PaymentMethod;
  label: string;
  status: 'valid' | 'invalid';
  charge_outcome: 'paid' | 'failed';
}

export interface NewSandboxPayment {
  id: string;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  status: ProviderPaymentStatus;
  sequenceType: 'oneoff' | 'first' | 'recurring';
  customerId: string | null;
  mandateId: string | null;
  orderId: number;
}

export async function insertSandboxPayment(db: Queryable, p: NewSandboxPayment): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_payments (id, amount_cents, currency, method, description, redirect_url, webhook_url, status,
                                   sequence_type, customer_id, mandate_id, metadata)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      p.id,
      p.amountCents,
      p.currency,
      p.method,
      p.description,
      p.redirectUrl,
      p.webhookUrl,
      p.status,
      p.sequenceType,
      p.customerId,
      p.mandateId,
      JSON.stringify({ order_id: p.orderId }),
    ],
  );
}

/** An open payment created more than `minutes` ago becomes expired (a no-op otherwise). */
export async function expireStaleOpenPayment(db: Queryable, id: string, minutes: number): Promise<void> {
  await db.query(
    `UPDATE sandbox_payments SET status = 'expired', updated_at = now()
      WHERE id = $1 AND status = 'open' AND created_at < now() - make_interval(mins => $2)`,
    [id, minutes],
  );
}

export async function sandboxPayment(db: Queryable, id: string): Promise<SandboxPaymentRow | null> {
  const [row] = (await db.query(`SELECT * FROM sandbox_payments WHERE id = $1`, [id])) as SandboxPaymentRow[];
  return row ?? null;
}

/** The payment locked for the caller's transaction. */
export async function lockSandboxPayment(db: Queryable, id: string): Promise<SandboxPaymentRow | null> {
  const [row] = (await db.query(`SELECT * FROM sandbox_payments WHERE id = $1 FOR UPDATE`, [id])) as SandboxPaymentRow[];
  return row ?? null;
}

export async function sandboxWebhookUrl(db: Queryable, id: string): Promise<string | null> {
  const [row] = (await db.query(`SELECT webhook_url FROM sandbox_payments WHERE id = $1`, [id])) as Array<{ webhook_url: string }>;
  return row?.webhook_url ?? null;
}

/** Adds a refund to a paid payment in its currency while the refunds and chargeback stay within its amount; false otherwise. */
export async function addSandboxRefund(db: Queryable, id: string, amountCents: number, currency: string): Promise<boolean> {
  const done = returnedRows(
    await db.query(
      `UPDATE sandbox_payments SET refunded_cents = refunded_cents + $2, updated_at = now()
      WHERE id = $1 AND status = 'paid' AND currency = $3 AND $2 > 0
        AND refunded_cents + charged_back_cents + $2 <= amount_cents
      RETURNING id`,
      [id, amountCents, currency],
    ),
  );
  return done.length > 0;
}

/** Charges back what was not refunded of a paid payment, once; false when not possible. */
export async function chargeBackSandboxPayment(db: Queryable, id: string): Promise<boolean> {
  const done = returnedRows(
    await db.query(
      `UPDATE sandbox_payments SET charged_back_cents = amount_cents - refunded_cents, updated_at = now()
      WHERE id = $1 AND status = 'paid' AND charged_back_cents = 0 AND refunded_cents < amount_cents RETURNING id`,
      [id],
    ),
  );
  return done.length > 0;
}

export async function setSandboxPaymentStatus(
  db: Queryable,
  id: string,
  status: ProviderPaymentStatus,
  mandateId: string | null,
): Promise<void> {
  await db.query(`UPDATE sandbox_payments SET status = $2, mandate_id = $3, updated_at = now() WHERE id = $1`, [id, status, mandateId]);
}

export async function insertSandboxMandate(
  db: Queryable,
  id: string,
  customerId: string,
  method: PaymentMethod,
  label: string,
): Promise<void> {
  await db.query(`INSERT INTO sandbox_mandates (id, customer_id, method, label) VALUES ($1, $2, $3, $4)`, [id, customerId, method, label]);
}

export async function sandboxMandate(db: Queryable, id: string): Promise<SandboxMandateRow | null> {
  const [row] = (await db.query(`SELECT * FROM sandbox_mandates WHERE id = $1`, [id])) as SandboxMandateRow[];
  return row ?? null;
}

/** The customer's mandate of this id while it is valid. */
export async function validSandboxMandate(db: Queryable, id: string, customerId: string): Promise<SandboxMandateRow | null> {
  const [row] = (await db.query(`SELECT * FROM sandbox_mandates WHERE id = $1 AND customer_id = $2 AND status = 'valid'`, [
    id,
    customerId,
  ])) as SandboxMandateRow[];
  return row ?? null;
}

export async function setSandboxMandateOutcome(db: Queryable, id: string, outcome: 'paid' | 'failed'): Promise<boolean> {
  const done = returnedRows(await db.query(`UPDATE sandbox_mandates SET charge_outcome = $2 WHERE id = $1 RETURNING id`, [id, outcome]));
  return done.length > 0;
}
