import type { EntityManager } from 'typeorm';
import type { Locale } from '../../constants';
import { enqueueInTransaction } from '../../db/outbox';
import type { Queryable } from '../../db/queryable';
import { buildReceipt, type Receipt, type ReceiptFacts } from '../../payments/receipt';
import { fixTaxCountry, receiptSourceRow, type PaymentRow } from './payments-data';

/** A payment's receipt facts and whom the receipt goes to. */
export interface ReceiptSource {
  facts: ReceiptFacts;
  userId: number;
  member: { name: string; email: string; language: Locale };
  site: { domain: string; support_email: string };
}

/** Everything a payment's receipt is made of (receiptSourceRow), shaped for buildReceipt and the mail. */
export async function receiptSource(db: Queryable, paymentId: number): Promise<ReceiptSource | null> {
  const row = await receiptSourceRow(db, paymentId);
  if (!row) return null;
  return {
    facts: {
      payment: {
        id: row.id,
        status: row.status,
        paid_at: row.paid_at,
        tier: row.tier,
        credits: row.credits,
        method: row.method,
        amount_cents: row.amount_cents,
        currency: row.currency,
        refunded_cents: row.refunded_cents,
      },
      memberCountry: row.tax_country,
      company: row.company,
      site: { name: row.site_name, domain: row.site_domain },
    },
    userId: row.user_id,
    member: { name: row.member_name, email: row.member_email, language: row.member_language },
    site: { domain: row.site_domain, support_email: row.support_email },
  };
}

/** A payment's receipt; null while it is not paid. */
export async function receiptOf(db: Queryable, paymentId: number): Promise<Receipt | null> {
  const source = await receiptSource(db, paymentId);
  return source ? buildReceipt(source.facts) : null;
}

/**
 * The receipt side of a payment becoming paid, in the settling transaction: the country
 * whose VAT applies is fixed now, and the receipt mail is queued (once, with the grant).
 */
export async function receiptOnPaid(manager: EntityManager, payment: Pick<PaymentRow, 'id' | 'user_id'>): Promise<void> {
  await fixTaxCountry(manager, payment.id, payment.user_id);
  await enqueueInTransaction(manager, 'payment.receipt', { paymentId: payment.id });
}
