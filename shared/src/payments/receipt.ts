import type { PaymentMethod } from '../vocabularies';
import type { PackageTier, PaymentStatus } from './payment-types';
import { splitInclusive, taxRateOf } from './vat-rates';

/** The tax part of a receipt: how much of the VAT-inclusive price is tax, at the member's country's rate. */
export interface ReceiptTaxLine {
  kind: 'vat' | 'gst';
  /** The member's country, whose rate applies. */
  country: string;
  percent: number;
  net_cents: number;
  tax_cents: number;
}

/**
 * The receipt of a paid purchase, as the transaction page shows it and the receipt mail
 * carries it. Texts are the client's (labels in the member's language); this is the data.
 */
export interface Receipt {
  /** Unique and increasing: the payment's number. */
  number: string;
  /** When the payment was received (ISO). */
  date: string;
  company: {
    name: string;
    address: string;
    city: string;
    country: string;
    kvk: string;
    /** The company's VAT number in the member's country, else its home number. */
    vat_number: string | null;
  };
  site: { name: string; domain: string };
  package: { tier: PackageTier; credits: number };
  method: PaymentMethod;
  currency: string;
  /** What the member paid, tax included. */
  amount_cents: number;
  /** Null where no tax is charged (a country without VAT on the product). */
  tax: ReceiptTaxLine | null;
  /** Money given back since (refund of unused credits); 0 when none. */
  refunded_cents: number;
  status: PaymentStatus;
}

/** The facts a receipt is made of, as read from the database. */
export interface ReceiptFacts {
  payment: {
    id: number;
    status: PaymentStatus;
    paid_at: Date | string | null;
    tier: PackageTier;
    credits: number;
    method: PaymentMethod;
    amount_cents: number;
    currency: string;
    refunded_cents: number;
  };
  memberCountry: string;
  company: { name: string; address: string; city: string; country: string; kvk: string; vat_numbers: Record<string, string> };
  site: { name: string; domain: string };
}

/** Statuses of a purchase that was paid (later refunds and chargebacks keep its receipt). */
const RECEIPTED: readonly PaymentStatus[] = ['paid', 'refunded', 'charged_back'];

/** The receipt of a payment; null while it is not paid (nothing was bought yet). */
export function buildReceipt(facts: ReceiptFacts): Receipt | null {
  const { payment, company } = facts;
  if (!RECEIPTED.includes(payment.status) || payment.paid_at === null) return null;
  const rate = taxRateOf(facts.memberCountry);
  return {
    number: receiptNumber(payment.id),
    date: new Date(payment.paid_at).toISOString(),
    company: {
      name: company.name,
      address: company.address,
      city: company.city,
      country: company.country,
      kvk: company.kvk,
      vat_number: companyVatNumber(company, facts.memberCountry),
    },
    site: { name: facts.site.name, domain: facts.site.domain },
    package: { tier: payment.tier, credits: payment.credits },
    method: payment.method,
    currency: payment.currency,
    amount_cents: payment.amount_cents,
    tax: rate
      ? { kind: rate.kind, country: facts.memberCountry, percent: rate.percent, ...splitInclusive(payment.amount_cents, rate.percent) }
      : null,
    refunded_cents: payment.refunded_cents,
    status: payment.status,
  };
}

/** Where the company is registered for VAT in the member's country it charges under that number; elsewhere under its home one. */
export function companyVatNumber(company: { country: string; vat_numbers: Record<string, string> }, memberCountry: string): string | null {
  return company.vat_numbers[memberCountry] ?? company.vat_numbers[company.country] ?? null;
}

/** Eight digits, so receipts sort and read alike. */
export function receiptNumber(paymentId: number): string {
  return String(paymentId).padStart(8, '0');
}
