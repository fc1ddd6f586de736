import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { enqueueInTransaction } from '../../db/outbox';
import type { PaymentMethod } from '../../vocabularies';
import type {
  CreatePaymentInput,
  CreatedPayment,
  PaymentProvider,
  ProviderMandate,
  ProviderPayment,
  ProviderPaymentStatus,
  WebhookParse,
  WebhookRequest,
} from './payment-provider';
import { PaymentRefusedError } from './provider-errors';
import {
  addSandboxRefund,
  chargeBackSandboxPayment,
  expireStaleOpenPayment,
  insertSandboxMandate,
  insertSandboxPayment,
  lockSandboxPayment,
  sandboxMandate,
  sandboxPayment,
  sandboxWebhookUrl,
  setSandboxMandateOutcome,
  setSandboxPaymentStatus,
  validSandboxMandate,
  type SandboxMandateRow,
  type SandboxPaymentRow,
} from './sandbox-data';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook, verifySandboxWebhook } from './sandbox-webhook';

/** What the tester picks on the sandbox checkout page. */
export const SANDBOX_OUTCOMES = ['paid', 'failed', 'canceled', 'expired', 'pending_then_paid'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** How long "pending then paid" stays pending before the sandbox reports it paid. */
export const SANDBOX_PENDING_MS = 3_000;
/** A recurring charge on a mandate is pending this long, then paid or failed (the mandate's charge_outcome). */
export const SANDBOX_RECURRING_MS = 1_500;
/** A direct debit is pending this long, then collected (paid). */
export const SANDBOX_DIRECT_DEBIT_MS = 3_000;
/** An open payment nobody finished expires after this, as providers let checkout pages lapse. */
export const SANDBOX_OPEN_EXPIRY_MINUTES = 60;
/** The card a sandbox card payment keeps as its mandate. */
export const SANDBOX_CARD_LABEL = 'Visa •••• 4242';

const ID = /^sbx_[0-9a-f]{20}$/;
const newId = (prefix: string): string => `${prefix}_${randomBytes(10).toString('hex')}`;

/** What the sandbox checkout page shows. */
export interface SandboxCheckout {
  id: string;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  status: ProviderPaymentStatus;
  redirectUrl: string;
}

/**
 * The built-in payment provider for development, tests and demos. It keeps its side of each
 * payment in its own tables (sandbox_payments, sandbox_mandates) as a real provider keeps it
 * in its database; the product reads it only through the PaymentProvider interface. A tester
 * finishes a payment on its hosted checkout page (served by the backend under
 * /api/sandbox/checkout/:id); the sandbox then calls the product's webhook with an
 * HMAC-signed body from the workers (job 'sandbox.webhook-delivery', retried with backoff).
 *
 * Recurring charges: a 'first' card payment paid on the checkout page leaves a mandate
 * ("Visa •••• 4242") on the member's sandbox customer. A 'recurring' payment on a valid
 * mandate starts pending and becomes paid, or failed when the tester switched the mandate's
 * charge_outcome to 'failed' (setMandateOutcome; POST /api/sandbox/mandates/:id/outcome).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: DataSource,
    private readonly webhookSecret: string,
  ) {}

  /** The member's customer at the sandbox: one per member, as a provider keeps one per account. */
  static customerFor(memberId: number): string {
    return `sbxcst_${memberId}`;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const id = newId('sbx');
    return this.db.transaction(async (manager) => {
      if (input.sequenceType === 'recurring') {
        const mandate = await this.validMandate(manager, input.mandateId, input.customerId);
        await this.insert(manager, id, input, 'pending', mandate.customer_id, mandate.id, mandate.method);
        await enqueueInTransaction(
          manager,
          'sandbox.complete-pending',
          { id, status: mandate.charge_outcome },
          { delayMs: SANDBOX_RECURRING_MS },
        );
        return { id, checkoutUrl: null, status: 'pending' };
      }
      if (input.method === 'directdebit') {
        // A direct debit has no checkout page: the member agreed on the shop's form (consent and
        // SMS code), and the bank collects it some time later, as SEPA direct debits go.
        await this.insert(manager, id, input, 'pending', null, null, input.method);
        await enqueueInTransaction(manager, 'sandbox.complete-pending', { id, status: 'paid' }, { delayMs: SANDBOX_DIRECT_DEBIT_MS });
        return { id, checkoutUrl: null, status: 'pending' };
      }
      const customer = input.sequenceType === 'first' ? (input.customerId ?? SandboxProvider.customerFor(input.member.id)) : null;
      await this.insert(manager, id, input, 'open', customer, null, input.method);
      return { id, checkoutUrl: new URL(`/api/sandbox/checkout/${id}`, input.redirectUrl).toString(), status: 'open' };
    });
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    if (!ID.test(providerPaymentId)) throw new PaymentRefusedError('unknown_payment');
    // A checkout page left alone lapses, as at a real provider.
    await expireStaleOpenPayment(this.db, providerPaymentId, SANDBOX_OPEN_EXPIRY_MINUTES);
    const row = await sandboxPayment(this.db, providerPaymentId);
    if (!row) throw new PaymentRefusedError('unknown_payment');
    return {
      id: row.id,
      status: row.status,
      amountCents: row.amount_cents,
      currency: row.currency,
      orderId: typeof row.metadata.order_id === 'number' ? row.metadata.order_id : null,
      mandate: row.status === 'paid' ? await this.mandateOf(row) : null,
      refundedCents: row.refunded_cents,
      chargedBackCents: row.charged_back_cents,
    };
  }

  async refund(providerPaymentId: string, amountCents: number, currency: string): Promise<void> {
    if (!(await addSandboxRefund(this.db, providerPaymentId, amountCents, currency))) throw new PaymentRefusedError('refund_not_possible');
  }

  parseWebhook(request: WebhookRequest): WebhookParse {
    const check = verifySandboxWebhook(
      this.webhookSecret,
      request.rawBody,
      request.headers[SANDBOX_SIGNATURE_HEADER],
      Math.floor(Date.now() / 1000),
    );
    if (check !== 'ok') return { ok: false, reason: check === 'malformed' ? 'malformed' : 'bad_signature' };
    let body: unknown;
    try {
      body = JSON.parse(request.rawBody);
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    const id = (body as { id?: unknown } | null)?.id;
    return typeof id === 'string' && ID.test(id) ? { ok: true, providerPaymentId: id } : { ok: false, reason: 'malformed' };
  }

  // ---- The sandbox's own pages and tester controls (no real provider has these) ----

  async checkout(id: string): Promise<SandboxCheckout | null> {
    if (!ID.test(id)) return null;
    const row = await sandboxPayment(this.db, id);
    if (!row) return null;
    return {
      id: row.id,
      amountCents: row.amount_cents,
      currency: row.currency,
      method: row.method,
      description: row.description,
      status: row.status,
      redirectUrl: row.redirect_url,
    };
  }

  /**
   * The tester's choice on the checkout page. Only an open payment changes; the webhook
   * call is queued in the same transaction. Returns where to send the member, or null for
   * an unknown id.
   */
  async complete(id: string, outcome: SandboxOutcome): Promise<string | null> {
    if (!ID.test(id)) return null;
    return this.db.transaction(async (manager) => {
      const row = await lockSandboxPayment(manager, id);
      if (!row) return null;
      if (row.status !== 'open') return row.redirect_url;
      if (outcome === 'pending_then_paid') {
        await this.finish(manager, row, 'pending');
        await enqueueInTransaction(manager, 'sandbox.complete-pending', { id, status: 'paid' }, { delayMs: SANDBOX_PENDING_MS });
      } else {
        await this.finish(manager, row, outcome);
      }
      return row.redirect_url;
    });
  }

  /** The delayed second half of a pending payment (job 'sandbox.complete-pending'); `manager` is the job's transaction. */
  async completePending(manager: EntityManager, id: string, status: 'paid' | 'failed'): Promise<void> {
    const row = await lockSandboxPayment(manager, id);
    if (row?.status === 'pending') await this.finish(manager, row, status);
  }

  /**
   * The member's bank takes a paid payment back (tester control). What was not refunded is
   * charged back, and the product hears of it through the webhook. False when not possible.
   */
  async chargeback(id: string): Promise<boolean> {
    if (!ID.test(id)) return false;
    return this.db.transaction(async (manager) => {
      if (!(await chargeBackSandboxPayment(manager, id))) return false;
      await enqueueInTransaction(manager, 'sandbox.webhook-delivery', { id });
      return true;
    });
  }

  /** Tester switch: the next recurring charges on this mandate succeed ('paid') or are declined ('failed'). */
  async setMandateOutcome(mandateId: string, outcome: 'paid' | 'failed'): Promise<boolean> {
    return setSandboxMandateOutcome(this.db, mandateId, outcome);
  }

  /** The signed call the delivery job POSTs (signed now: a retry carries a fresh timestamp). Null for an unknown id. */
  async webhookCall(id: string): Promise<{ url: string; body: string; headers: Record<string, string> } | null> {
    const url = await sandboxWebhookUrl(this.db, id);
    if (url === null) return null;
    const body = JSON.stringify({ id });
    const signature = signSandboxWebhook(this.webhookSecret, body, Math.floor(Date.now() / 1000));
    return { url, body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature } };
  }

  private async finish(manager: EntityManager, row: SandboxPaymentRow, status: ProviderPaymentStatus): Promise<void> {
    let mandateId = row.mandate_id;
    if (status === 'paid' && row.sequence_type === 'first' && row.method === 'creditcard' && row.customer_id && !mandateId) {
      mandateId = newId('sbxmdt');
      await insertSandboxMandate(manager, mandateId, row.customer_id, row.method, SANDBOX_CARD_LABEL);
    }
    await setSandboxPaymentStatus(manager, row.id, status, mandateId);
    await enqueueInTransaction(manager, 'sandbox.webhook-delivery', { id: row.id });
  }

  private async insert(
    manager: EntityManager,
    id: string,
    input: CreatePaymentInput,
    status: ProviderPaymentStatus,
    customerId: string | null,
    mandateId: string | null,
    method: PaymentMethod,
  ): Promise<void> {
    await insertSandboxPayment(manager, {
      id,
      amountCents: input.amountCents,
      currency: input.currency,
      method,
      description: input.description,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      status,
      sequenceType: input.sequenceType,
      customerId,
      mandateId,
      orderId: input.orderId,
    });
  }

  private async validMandate(
    manager: EntityManager,
    mandateId: string | undefined,
    customerId: string | undefined,
  ): Promise<SandboxMandateRow> {
    const mandate = await validSandboxMandate(manager, mandateId ?? '', customerId ?? '');
    if (!mandate) throw new PaymentRefusedError('mandate_invalid');
    return mandate;
  }

  private async mandateOf(row: SandboxPaymentRow): Promise<ProviderMandate | null> {
    if (!row.mandate_id) return null;
    const mandate = await sandboxMandate(this.db, row.mandate_id);
    return mandate ? { customerId: mandate.customer_id, mandateId: mandate.id, method: mandate.method, label: mandate.label } : null;
  }
}
