import { Locale as MollieLocale, PaymentMethod as MollieMethod } from '@mollie/api-client';
import type { Country } from '../../constants';
import { METHODS_BY_COUNTRY } from '../../payments/payment-methods';
import type { PaymentMethod } from '../../vocabularies';
import type { ProviderPaymentStatus } from './payment-provider';

// Pure translations between the product's payment vocabulary and Mollie's API (v2).

/**
 * Mollie's method for each of the product's names. Card brands and the national card
 * schemes (Cartes Bancaires, Postepay, Nexi) are all paid through Mollie's `creditcard`,
 * whose hosted page takes any of them. Giropay and Sofort are gone (Mollie lists them as
 * historic): null, refused as a method Mollie does not offer.
 */
const MOLLIE_METHOD: Record<PaymentMethod, MollieMethod | null> = {
  prezelewy24: MollieMethod.przelewy24,
  blik: MollieMethod.blik,
  sct: MollieMethod.banktransfer,
  giropay: null,
  sofort: null,
  mastercard: MollieMethod.creditcard,
  visa: MollieMethod.creditcard,
  maestro: MollieMethod.creditcard,
  creditcard: MollieMethod.creditcard,
  postepay: MollieMethod.creditcard,
  cartebancaire: MollieMethod.creditcard,
  nexi: MollieMethod.creditcard,
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  applepay: MollieMethod.applepay,
  paysafecard: MollieMethod.paysafecard,
  paypal: MollieMethod.paypal,
  eps: MollieMethod.eps,
  directdebit: MollieMethod.directdebit,
};

export function mollieMethodOf(method: PaymentMethod): MollieMethod | null {
  return MOLLIE_METHOD[method];
}

/**
 * The product methods a country offers (METHODS_BY_COUNTRY, in its order) that Mollie
 * reports as enabled for this amount: what Mollie's methods API answered, in the product's
 * names. A direct debit is collected on a mandate the product creates (a recurring payment),
 * so it counts only when the list for recurring payments (`recurringMollieMethods`) has it,
 * whatever the one-off list says.
 */
export function productMethodsFor(
  country: Country,
  enabledMollieMethods: readonly string[],
  recurringMollieMethods: readonly string[] = [],
): PaymentMethod[] {
  const enabled = new Set<string>(enabledMollieMethods.filter((id) => id !== MollieMethod.directdebit));
  if (recurringMollieMethods.includes(MollieMethod.directdebit)) enabled.add(MollieMethod.directdebit);
  return METHODS_BY_COUNTRY[country].filter((method) => {
    const mollie = MOLLIE_METHOD[method];
    return mollie !== null && enabled.has(mollie);
  });
}

/**
 * Mollie's payment statuses in the product's. `authorized` (money reserved, not yet
 * captured) only happens with manual capture, which the product never asks for: still
 * pending until Mollie reports it paid.
 */
const STATUS: Record<string, ProviderPaymentStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  canceled: 'canceled',
  expired: 'expired',
  failed: 'failed',
};

export function productStatusOf(mollieStatus: string): ProviderPaymentStatus {
  const status = STATUS[mollieStatus];
  if (!status) throw new Error(`Mollie reported an unknown payment status: ${mollieStatus}`);
  return status;
}

export interface MollieAmount {
  currency: string;
  value: string;
}

/** Cents as Mollie's amount: the value is a string with exactly two decimals ("12.34"). */
export function mollieAmount(cents: number, currency: string): MollieAmount {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return { currency, value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` };
}

/** Mollie's amount in cents; an absent amount (nothing refunded yet) is 0. */
export function centsOf(amount: MollieAmount | undefined | null): number {
  if (!amount) return 0;
  const match = /^(\d+)\.(\d{2})$/.exec(amount.value);
  if (!match) throw new Error(`Mollie reported an amount the product cannot read: ${amount.value} ${amount.currency}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** The product's payment id from the metadata it sent ({order_id}); null when absent or not ours. */
export function orderIdOf(metadata: unknown): number | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const raw = (metadata as { order_id?: unknown }).order_id;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Mollie's locale for the member's language; Mollie picks one itself when it gets none. */
const MOLLIE_LOCALE: Record<string, MollieLocale> = {
  it: MollieLocale.it_IT,
  en: MollieLocale.en_GB,
  de: MollieLocale.de_DE,
  es: MollieLocale.es_ES,
  fr: MollieLocale.fr_FR,
  nl: MollieLocale.nl_NL,
  pl: MollieLocale.pl_PL,
};

export function mollieLocaleOf(locale: string): MollieLocale | undefined {
  return MOLLIE_LOCALE[locale];
}

/** Mollie's payment ids: `tr_` and letters/digits. Anything else is never sent to Mollie. */
export const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/**
 * The payment id of a Mollie webhook call. Mollie posts a form (`id=tr_…`), unsigned: it
 * only says which payment to look at, and its status is then fetched from Mollie.
 */
export function webhookPaymentId(rawBody: string): string | null {
  const id = new URLSearchParams(rawBody).getAll('id');
  return id.length === 1 && MOLLIE_PAYMENT_ID.test(id[0]!) ? id[0]! : null;
}

export interface MollieMandateDetails {
  cardLabel?: string | null;
  cardNumber?: string | null;
  consumerAccount?: string | null;
}

/**
 * What the member recognises a stored mandate by, never the whole number: the card's brand
 * and last four digits ("Visa •••• 4242"), or the IBAN's country and last four ("NL** •••• 1234").
 */
export function mandateLabel(method: string, details: MollieMandateDetails): string {
  if (method === 'directdebit' && details.consumerAccount) {
    const iban = details.consumerAccount.replace(/\s+/g, '');
    return `${iban.slice(0, 2)}** •••• ${iban.slice(-4)}`;
  }
  if (method === 'creditcard') {
    const lastFour = (details.cardNumber ?? '').replace(/\D/g, '').slice(-4);
    return `${details.cardLabel ?? 'Card'}${lastFour ? ` •••• ${lastFour}` : ''}`;
  }
  return method === 'paypal' ? 'PayPal' : method;
}

/** The product's method of a Mollie mandate (the method a repeat order charges again with). */
export function mandateMethodOf(mollieMethod: string): PaymentMethod | null {
  if (mollieMethod === 'creditcard' || mollieMethod === 'directdebit' || mollieMethod === 'paypal') return mollieMethod;
  return null;
}

/** Mollie's descriptions are at most 255 characters (they show on the member's statement). */
export function mollieDescription(description: string): string {
  return description.length <= 255 ? description : `${description.slice(0, 254)}…`;
}

/**
 * The signature date of a direct debit's mandate: the day the member confirmed it with the
 * SMS code, as Mollie wants it (YYYY-MM-DD). UTC is never ahead of the members' European
 * dates, so it is never a day Mollie would call the future.
 */
export function sepaSignatureDate(confirmedAt: Date): string {
  return confirmedAt.toISOString().slice(0, 10);
}

/**
 * The mandate reference the member's bank shows with the debit: one per order, unique as
 * banks want it, within SEPA's 35 characters of [A-Za-z0-9 -…].
 */
export function sepaMandateReference(orderId: number): string {
  return `AMORETTO-${orderId}`;
}

// An IBAN inside a text (a message Mollie answered with), electronic or printed in groups of four.
const IBAN_IN_TEXT = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g;

/** A text for the logs with every IBAN in it masked as the member's mandate label masks it. */
export function withoutAccountNumbers(text: string): string {
  return text.replace(IBAN_IN_TEXT, (iban) => mandateLabel('directdebit', { consumerAccount: iban }));
}
