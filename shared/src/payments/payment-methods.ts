import type { Country } from '../constants';

/**
 * Every payment method the product can offer. The names are the product's own; each
 * provider adapter maps them to its API (Mollie: ideal, creditcard, directdebit, …).
 */
export const PAYMENT_METHODS = [
  'ideal', 'bancontact', 'creditcard', 'paypal', 'applepay', 'paysafecard', 'sct', 'eps',
  'giropay', 'sofort', 'blik', 'przelewy24', 'postepay', 'nexi', 'cartebancaire', 'directdebit',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Offered everywhere, in this order after the country's own methods. */
const EVERYWHERE: readonly PaymentMethod[] = ['creditcard', 'paypal', 'applepay', 'paysafecard'];
/** Euro countries with SEPA: bank transfer and the direct debit of /directdebit. */
const SEPA: readonly PaymentMethod[] = ['sct', 'directdebit'];

/**
 * The methods a member's country offers, local ones first (what members there use most).
 * Giropay and Sofort are gone from the market (2024), so no country lists them; the names
 * stay so old orders still render.
 */
export const METHODS_BY_COUNTRY: Record<Country, readonly PaymentMethod[]> = {
  NL: ['ideal', ...EVERYWHERE, ...SEPA],
  BE: ['bancontact', ...EVERYWHERE, ...SEPA],
  DE: [...EVERYWHERE, ...SEPA],
  AT: ['eps', ...EVERYWHERE, ...SEPA],
  FR: ['cartebancaire', ...EVERYWHERE, ...SEPA],
  IT: ['postepay', 'nexi', ...EVERYWHERE, ...SEPA],
  ES: [...EVERYWHERE, ...SEPA],
  IE: [...EVERYWHERE, ...SEPA],
  PL: ['blik', 'przelewy24', ...EVERYWHERE],
  GB: [...EVERYWHERE],
  CH: [...EVERYWHERE],
  US: [...EVERYWHERE],
  CA: [...EVERYWHERE],
  AU: [...EVERYWHERE],
  NZ: [...EVERYWHERE],
};

/** Methods that can charge again without the member (a mandate): the repeat order's one click. */
export const RECURRING_METHODS: readonly PaymentMethod[] = ['creditcard', 'directdebit'];
