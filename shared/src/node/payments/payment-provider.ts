import type { Country, PaymentMethod } from '@amoretto/shared';

/** The provider's view of a payment, always fetched from the provider (never trusted from a webhook body). */
export type ProviderPaymentStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  currency: string;
  /** The product's payment id, as sent in the metadata when the payment was created. */
  orderId: number | null;
  /** Set once a first or recurring payment produced a mandate (card or SEPA). */
  mandate: ProviderMandate | null;
  /** Money already given back: by our refunds, and by the member's bank (chargebacks). */
  refundedCents: number;
  chargedBackCents: number;
}

export interface ProviderMandate {
  customerId: string;
  mandateId: string;
  method: PaymentMethod;
  /** What the member recognises it by: "Visa •••• 4242", "NL** •••• 1234". */
  label: string;
}

export interface CreatePaymentInput {
  orderId: number;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  /** Where the provider sends the member back to. */
  redirectUrl: string;
  /** Where the provider reports status changes. */
  webhookUrl: string;
  locale: string;
  /**
   * `first` asks the provider to keep a mandate for later charges; `recurring` charges an
   * existing mandate without the member (no checkout page).
   */
  sequenceType: 'oneoff' | 'first' | 'recurring';
  customerId?: string;
  mandateId?: string;
  /** The member, so the provider can keep one customer per member for mandates. */
  member: ProviderMember;
  /**
   * A direct debit's account, as the member entered it on the direct-debit form (the IBAN
   * electronic, checked). A provider that collects on its own mandate (Mollie) needs it; the
   * sandbox ignores it. Adapters never log it or keep it anywhere but at the provider.
   */
  directDebit?: { holder: string; iban: string };
}

export interface ProviderMember {
  id: number;
  name: string;
  email: string;
}

export interface CreatedPayment {
  id: string;
  /** The hosted page; null for a recurring charge. */
  checkoutUrl: string | null;
  status: ProviderPaymentStatus;
}

/**
 * What the webhook handler gets out of an incoming call: the provider payment id it is
 * about, or a reason to ignore it. Verification (signature) belongs to the adapter.
 */
export type WebhookParse = { ok: true; providerPaymentId: string } | { ok: false; reason: 'bad_signature' | 'malformed' };

export interface WebhookRequest {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One payment provider. The product decides prices, credits and state; the provider only
 * moves money and reports what happened. Adapters: `sandbox` (built in, default) and `mollie`.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'mollie';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** Gives `amountCents` back to the member (a refund of unused credits). */
  refund(providerPaymentId: string, amountCents: number, currency: string, description: string): Promise<void>;
  parseWebhook(request: WebhookRequest): WebhookParse;
  /**
   * Providers that keep mandates on a customer of their own (Mollie): creates the member's
   * customer. The product calls it once per member and keeps the id, then names it in every
   * later payment (CreatePaymentInput.customerId), so a member has one customer.
   */
  createCustomer?(member: ProviderMember, locale: string, orderId: number): Promise<string>;
  /**
   * Providers that know which methods the account has enabled: the country's methods
   * (METHODS_BY_COUNTRY) offered for this amount. Without it every country method is offered.
   */
  methodsFor?(country: Country, amountCents: number, currency: string): Promise<PaymentMethod[]>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
