import type { EntityManager } from 'typeorm';
import type { Locale } from '../../constants';
import { enqueueInTransaction } from '../../db/outbox';
import { buildReceipt, type Receipt, type ReceiptFacts } from '../../payments/receipt';
import type { PaymentRow } from './payment-ledger';

type Queryable = Pick<EntityManager, 'query'>;

/** A payment's receipt facts and whom the receipt goes to. */
export interface ReceiptSource {
  facts: ReceiptFacts;
  userId: number;
  member: { name: string; email: string; language: Locale };
  site: { domain: string; support_email: string };
}

interface ReceiptSourceRow {
  id: number;
  user_id: number;
  status: ReceiptFacts['payment']['status'];
  paid_at: Date | null;
  tier: ReceiptFacts['payment']['tier'];
  credits: number;
  method: ReceiptFacts['payment']['method'];
  amount_cents: number;
  currency: string;
  refunded_cents: number;
  tax_country: string;
  member_name: string;
  member_email: string;
  member_language: Locale;
  site_name: string;
  site_domain: string;
  support_email: string;
  company: ReceiptFacts['company'];
}

/**
 * Everything a payment's receipt is made of, in one statement: the payment and its package,
 * the member, their site and the operating company. The tax country is the one fixed when
 * the payment was paid (the member's country then).
 */
export async function receiptSource(db: Queryable, paymentId: number): Promise<ReceiptSource | null> {
  const [row] = (await db.query(
    `SELECT p.id, p.user_id, p.status, p.paid_at, k.tier, p.credits, p.method, p.amount_cents, p.currency, p.refunded_cents,
            coalesce(p.tax_country, u.country) AS tax_country,
            u.name AS member_name, u.email AS member_email, u.language AS member_language,
            s.name AS site_name, s.domain AS site_domain, s.support_email,
            jsonb_build_object('name', c.name, 'address', c.address, 'city', c.city, 'country', c.country, 'kvk', c.kvk,
                               'vat_numbers', c.vat_numbers) AS company
       FROM payments p
       JOIN credit_packages k ON k.id = p.package_id
       JOIN users u ON u.id = p.user_id
       JOIN sites s ON s.id = p.site_id
       JOIN company c ON c.id = 1
      WHERE p.id = $1`,
    [paymentId],
  )) as ReceiptSourceRow[];
  if (!row) return null;
  return {
    facts: {
      payment: {
        id: row.id, status: row.status, paid_at: row.paid_at, tier: row.tier, credits: row.credits, method: row.method,
        amount_cents: row.amount_cents, currency: row.currency, refunded_cents: row.refunded_cents,
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
  await manager.query(`UPDATE payments SET tax_country = (SELECT country FROM users WHERE id = $2) WHERE id = $1`, [payment.id, payment.user_id]);
  await enqueueInTransaction(manager, 'payment.receipt', { paymentId: payment.id });
}
