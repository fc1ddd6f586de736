import type { Country } from '../constants';
import { PAYMENT_METHODS, type PaymentMethod } from '../vocabularies';

// The method names are the product's vocabulary (PAYMENT_METHODS); each provider adapter maps them to its
// API (Mollie: ideal, creditcard, przelewy24, …). Card brands (visa, mastercard, maestro)
// are paid through 'creditcard' and only name a stored card.

/** True for a method name of the product's vocabulary (PAYMENT_METHODS, vocabularies.ts). */
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
  PL: ['blik', 'prezelewy24', ...EVERYWHERE],
  GB: [...EVERYWHERE],
  CH: [...EVERYWHERE],
  US: [...EVERYWHERE],
  CA: [...EVERYWHERE],
  AU: [...EVERYWHERE],
  NZ: [...EVERYWHERE],
};

/** Methods that can charge again without the member (a mandate): the repeat order's one click. */
export const RECURRING_METHODS: readonly PaymentMethod[] = ['creditcard', 'directdebit'];
