// Tests only: the resources of the local Mollie-like server (fake-mollie-server.ts), shaped
// as Mollie's API v2 documents them (HAL: `resource`, `id`, `_links`, lists in `_embedded`),
// so the official client parses them as it parses Mollie's.
import { randomBytes } from 'node:crypto';

export interface Amount {
  currency: string;
  value: string;
}

type Link = { href: string; type: string } | null;
type Json = Record<string, unknown>;

export interface PaymentResource extends Json {
  resource: 'payment';
  id: string;
  status: 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';
  amount: Amount;
  method: string | null;
  sequenceType: 'oneoff' | 'first' | 'recurring';
  customerId?: string;
  mandateId?: string;
  metadata: unknown;
  webhookUrl?: string;
  amountRefunded?: Amount;
  amountRemaining?: Amount;
  amountChargedBack?: Amount;
  details?: Json;
  _links: Record<string, Link>;
}

export interface MandateResource extends Json {
  resource: 'mandate';
  id: string;
  method: 'creditcard' | 'directdebit' | 'paypal';
  status: 'valid' | 'invalid' | 'pending';
  details: Json;
}

export interface CustomerResource extends Json {
  resource: 'customer';
  id: string;
}

/** What the member "entered" on the checkout page when a test marks a payment paid. */
export interface PaidWith {
  cardLabel?: string;
  cardNumber?: string;
  consumerName?: string;
  consumerAccount?: string;
}

/** A method the fake Mollie profile has enabled, with its currencies and amount range. */
export interface FakeMethod {
  id: string;
  description: string;
  currencies: readonly string[];
  minimum: string;
  maximum: string;
  /** Wallets are listed only when asked for (includeWallets). */
  wallet?: boolean;
  /** Can start a mandate (sequenceType first). */
  first?: boolean;
  /** Can charge a mandate (sequenceType recurring). */
  recurring?: boolean;
}

const ALL_CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'CAD', 'AUD', 'NZD'];

/** A plausible Mollie test profile: the methods the product's countries use. */
export const DEFAULT_METHODS: readonly FakeMethod[] = [
  { id: 'ideal', description: 'iDEAL', currencies: ['EUR'], minimum: '0.01', maximum: '50000.00', first: true },
  { id: 'creditcard', description: 'Card', currencies: ALL_CURRENCIES, minimum: '0.01', maximum: '10000.00', first: true, recurring: true },
  { id: 'applepay', description: 'Apple Pay', currencies: ALL_CURRENCIES, minimum: '0.01', maximum: '10000.00', wallet: true, first: true },
  { id: 'bancontact', description: 'Bancontact', currencies: ['EUR'], minimum: '0.02', maximum: '50000.00', first: true },
  { id: 'banktransfer', description: 'Bank transfer', currencies: ['EUR'], minimum: '0.01', maximum: '1000000.00' },
  { id: 'paypal', description: 'PayPal', currencies: ALL_CURRENCIES, minimum: '0.01', maximum: '8000.00', first: true, recurring: true },
  {
    id: 'paysafecard',
    description: 'paysafecard',
    currencies: ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'CAD', 'AUD', 'NZD'],
    minimum: '1.00',
    maximum: '1000.00',
  },
  { id: 'eps', description: 'EPS', currencies: ['EUR'], minimum: '1.00', maximum: '50000.00', first: true },
  { id: 'przelewy24', description: 'Przelewy24', currencies: ['EUR', 'PLN'], minimum: '0.01', maximum: '12815.00' },
  { id: 'blik', description: 'BLIK', currencies: ['PLN'], minimum: '1.00', maximum: '50000.00' },
  { id: 'directdebit', description: 'SEPA Direct Debit', currencies: ['EUR'], minimum: '0.01', maximum: '1000.00', recurring: true },
];

export const idOf = (prefix: string): string => `${prefix}_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10)}`;

export const cents = (amount: Amount): number => Math.round(Number(amount.value) * 100);
export const amountOf = (value: number, currency: string): Amount => ({ currency, value: (value / 100).toFixed(2) });

/** A request Mollie would refuse: its status, message and the field it is about. */
export class MollieRefusal extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const unprocessable = (message: string, field?: string) => new MollieRefusal(422, 'Unprocessable Entity', message, field);
export const notFound = (message: string) => new MollieRefusal(404, 'Not Found', message);

/** The fake Mollie account's data, and the changes a member's bank or Mollie would make. */
export class FakeMollieStore {
  readonly payments = new Map<string, PaymentResource>();
  readonly refunds = new Map<string, Json[]>();
  readonly chargebacks = new Map<string, Json[]>();
  readonly customers = new Map<string, CustomerResource>();
  readonly mandates = new Map<string, MandateResource[]>();
  methods: FakeMethod[];

  /** `origin`: https://127.0.0.1:<port>; the API lives under /v2/, the checkout pages beside it. */
  constructor(
    private readonly origin: string,
    methods: readonly FakeMethod[] = DEFAULT_METHODS,
  ) {
    this.methods = [...methods];
  }

  link(path: string, type = 'application/hal+json'): { href: string; type: string } {
    return { href: `${this.origin}/v2/${path}`, type };
  }

  private docs(page: string): { href: string; type: string } {
    return { href: `https://docs.mollie.com/reference/${page}`, type: 'text/html' };
  }

  createCustomer(body: Json): CustomerResource {
    const id = idOf('cst');
    const customer: CustomerResource = {
      resource: 'customer',
      id,
      mode: 'test',
      name: body.name ?? null,
      email: body.email ?? null,
      locale: body.locale ?? null,
      metadata: body.metadata ?? null,
      createdAt: new Date().toISOString(),
      _links: {
        self: this.link(`customers/${id}`),
        dashboard: { href: `https://my.mollie.com/dashboard/customers/${id}`, type: 'text/html' },
        mandates: this.link(`customers/${id}/mandates`),
        payments: this.link(`customers/${id}/payments`),
        subscriptions: this.link(`customers/${id}/subscriptions`),
        documentation: this.docs('get-customer'),
      },
    };
    this.customers.set(id, customer);
    this.mandates.set(id, []);
    return customer;
  }

  customer(id: string): CustomerResource {
    const customer = this.customers.get(id);
    if (!customer) throw notFound(`No customer exists with token ${id}.`);
    return customer;
  }

  mandate(customerId: string, mandateId: string): MandateResource {
    const mandate = this.mandates.get(this.customer(customerId).id)!.find((m) => m.id === mandateId);
    if (!mandate) throw notFound(`No mandate exists with token ${mandateId}.`);
    return mandate;
  }

  /**
   * POST /v2/customers/{id}/mandates: a SEPA mandate the merchant collected itself (Mollie
   * takes only directdebit and paypal here; cards get theirs from a first payment). Checked as
   * Mollie checks it: the holder's name, an IBAN, a signature date that is not in the future,
   * and SEPA Direct Debit enabled on the profile.
   */
  createMandate(customerId: string, body: Json): MandateResource {
    this.customer(customerId);
    if (body.method !== 'directdebit') throw unprocessable('The method is invalid; only directdebit mandates are created here', 'method');
    if (!this.methods.some((m) => m.id === 'directdebit'))
      throw unprocessable('SEPA Direct Debit is not enabled in your website profile', 'method');
    if (typeof body.consumerName !== 'string' || body.consumerName.trim() === '')
      throw unprocessable('The consumer name is missing', 'consumerName');
    const account = typeof body.consumerAccount === 'string' ? body.consumerAccount.replace(/\s+/g, '').toUpperCase() : '';
    if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(account)) throw unprocessable('The consumer account is invalid', 'consumerAccount');
    const today = new Date().toISOString().slice(0, 10);
    if (
      body.signatureDate !== undefined &&
      (typeof body.signatureDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(body.signatureDate) || body.signatureDate > today)
    ) {
      throw unprocessable('The signature date is invalid', 'signatureDate');
    }
    if (
      body.mandateReference !== undefined &&
      (typeof body.mandateReference !== 'string' || !/^[A-Za-z0-9:?/+(),. -]{1,35}$/.test(body.mandateReference))
    ) {
      throw unprocessable('The mandate reference is invalid', 'mandateReference');
    }
    const mandate = this.addMandate(customerId, 'directdebit', {
      consumerName: body.consumerName,
      consumerAccount: account,
      consumerBic: typeof body.consumerBic === 'string' ? body.consumerBic : null,
    });
    Object.assign(mandate, {
      signatureDate: (body.signatureDate as string | undefined) ?? today,
      mandateReference: (body.mandateReference as string | undefined) ?? null,
    });
    return mandate;
  }

  /** A mandate as Mollie keeps it: card (brand, last four, expiry) or SEPA account. */
  addMandate(customerId: string, method: MandateResource['method'], details: Json): MandateResource {
    const id = idOf('mdt');
    const mandate: MandateResource = {
      resource: 'mandate',
      id,
      mode: 'test',
      status: 'valid',
      method,
      details,
      mandateReference: null,
      signatureDate: new Date().toISOString().slice(0, 10),
      createdAt: new Date().toISOString(),
      _links: {
        self: this.link(`customers/${customerId}/mandates/${id}`),
        customer: this.link(`customers/${customerId}`),
        documentation: this.docs('get-mandate'),
      },
    };
    this.mandates.get(this.customer(customerId).id)!.push(mandate);
    return mandate;
  }

  createPayment(body: Json, customerIdFromPath?: string): PaymentResource {
    const amount = body.amount as Amount | undefined;
    if (!amount || typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency))
      throw unprocessable('The amount currency is invalid', 'amount.currency');
    if (typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value) || cents(amount) <= 0) {
      throw unprocessable('The amount contains an invalid value', 'amount.value');
    }
    if (typeof body.description !== 'string' || body.description.trim() === '')
      throw unprocessable('The description is invalid', 'description');
    if (body.description.length > 255) throw unprocessable('The description is too long', 'description');
    const sequenceType = (body.sequenceType ?? 'oneoff') as PaymentResource['sequenceType'];
    if (!['oneoff', 'first', 'recurring'].includes(sequenceType)) throw unprocessable('The sequence type is invalid', 'sequenceType');
    if (sequenceType !== 'recurring' && typeof body.redirectUrl !== 'string')
      throw unprocessable('The redirect URL is missing', 'redirectUrl');
    if (body.metadata !== undefined && JSON.stringify(body.metadata).length > 1024)
      throw unprocessable('The metadata is too large', 'metadata');
    const customerId = (customerIdFromPath ?? body.customerId) as string | undefined;
    if (customerId !== undefined) this.customer(customerId);
    let method = (body.method ?? null) as string | null;
    let mandateId: string | undefined;
    if (sequenceType === 'recurring') {
      if (!customerId) throw unprocessable('A customer is required for a recurring payment', 'customerId');
      const valid = this.mandates.get(customerId)!.filter((m) => m.status === 'valid');
      const mandate = body.mandateId === undefined ? valid[0] : valid.find((m) => m.id === body.mandateId);
      if (!mandate)
        throw unprocessable('The customer has no valid mandate for recurring payments', body.mandateId ? 'mandateId' : 'customerId');
      mandateId = mandate.id;
      method = mandate.method;
    } else {
      if (sequenceType === 'first' && !customerId) throw unprocessable('A customer is required for a first payment', 'customerId');
      if (method !== null) this.checkMethod(method, amount, sequenceType);
    }
    const id = idOf('tr');
    const payment: PaymentResource = {
      resource: 'payment',
      id,
      mode: 'test',
      createdAt: new Date().toISOString(),
      amount: { currency: amount.currency, value: amount.value },
      description: body.description,
      method,
      metadata: body.metadata ?? null,
      status: sequenceType === 'recurring' ? 'pending' : 'open',
      isCancelable: sequenceType !== 'recurring',
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      locale: body.locale ?? null,
      profileId: 'pfl_FakeMollie',
      sequenceType,
      redirectUrl: body.redirectUrl ?? null,
      webhookUrl: body.webhookUrl as string | undefined,
      ...(customerId ? { customerId } : {}),
      ...(mandateId ? { mandateId } : {}),
      _links: {
        self: this.link(`payments/${id}`),
        ...(sequenceType === 'recurring' ? {} : { checkout: { href: `${this.origin}/checkout/select-method/${id}`, type: 'text/html' } }),
        dashboard: { href: `https://my.mollie.com/dashboard/payments/${id}`, type: 'text/html' },
        ...(customerId ? { customer: this.link(`customers/${customerId}`) } : {}),
        ...(mandateId ? { mandate: this.link(`customers/${customerId}/mandates/${mandateId}`) } : {}),
        documentation: this.docs('get-payment'),
      },
    };
    this.payments.set(id, payment);
    this.refunds.set(id, []);
    this.chargebacks.set(id, []);
    return payment;
  }

  private checkMethod(method: string, amount: Amount, sequenceType: string): void {
    const enabled = this.methods.find((m) => m.id === method);
    if (!enabled) throw unprocessable(`The payment method "${method}" is not enabled in your website profile`, 'method');
    if (!enabled.currencies.includes(amount.currency))
      throw unprocessable(`The payment method does not support ${amount.currency}`, 'amount.currency');
    if (
      cents(amount) < cents({ currency: amount.currency, value: enabled.minimum }) ||
      cents(amount) > cents({ currency: amount.currency, value: enabled.maximum })
    ) {
      throw unprocessable('The amount is outside the range the payment method allows', 'amount.value');
    }
    if (sequenceType === 'first' && !enabled.first) throw unprocessable(`The payment method "${method}" cannot start a mandate`, 'method');
  }

  payment(id: string): PaymentResource {
    const payment = this.payments.get(id);
    if (!payment) throw notFound(`No payment exists with token ${id}.`);
    return payment;
  }

  /**
   * The member paid on the checkout page (or a recurring charge went through). A paid
   * first payment leaves a mandate on the customer: the card, or for a bank payment the
   * account it came from (SEPA direct debit).
   */
  markPaid(id: string, paidWith: PaidWith = {}): PaymentResource {
    const payment = this.payment(id);
    if (!['open', 'pending', 'authorized'].includes(payment.status))
      throw new Error(`payment ${id} is ${payment.status}, it cannot become paid`);
    const method = payment.method ?? 'creditcard';
    const card = method === 'creditcard' || method === 'applepay';
    // A recurring charge is paid from the mandate's card or account.
    const charged =
      payment.sequenceType === 'recurring' && payment.customerId && payment.mandateId
        ? this.mandate(payment.customerId, payment.mandateId).details
        : null;
    const details: Json = charged
      ? { ...charged }
      : card
        ? {
            cardHolder: 'T. Tester',
            cardNumber: paidWith.cardNumber ?? '4242',
            cardLabel: paidWith.cardLabel ?? 'Visa',
            cardFingerprint: 'fake-fingerprint',
            cardAudience: 'consumer',
            cardCountryCode: 'NL',
            cardSecurity: '3dsecure',
            feeRegion: 'intra-eu',
          }
        : {
            consumerName: paidWith.consumerName ?? 'T. Tester',
            consumerAccount: paidWith.consumerAccount ?? 'NL55INGB0000000000',
            consumerBic: 'INGBNL2A',
          };
    Object.assign(payment, {
      status: 'paid',
      method,
      isCancelable: false,
      paidAt: new Date().toISOString(),
      details,
      amountRefunded: amountOf(0, payment.amount.currency),
      amountRemaining: { ...payment.amount },
      settlementAmount: { ...payment.amount },
    });
    delete payment._links.checkout;
    if (payment.sequenceType === 'first' && payment.customerId) {
      const mandate = card
        ? this.addMandate(payment.customerId, 'creditcard', {
            cardHolder: details.cardHolder,
            cardNumber: details.cardNumber,
            cardLabel: details.cardLabel,
            cardFingerprint: details.cardFingerprint,
            cardExpiryDate: '2030-12-31',
          })
        : this.addMandate(payment.customerId, method === 'paypal' ? 'paypal' : 'directdebit', {
            consumerName: details.consumerName,
            consumerAccount: details.consumerAccount,
            consumerBic: details.consumerBic,
          });
      payment.mandateId = mandate.id;
      payment._links.mandate = this.link(`customers/${payment.customerId}/mandates/${mandate.id}`);
    }
    return payment;
  }

  /** The payment ended unpaid: the member gave up or the bank refused (failed), it ran out of time (expired). */
  markUnpaid(id: string, status: 'failed' | 'canceled' | 'expired'): PaymentResource {
    const payment = this.payment(id);
    if (!['open', 'pending', 'authorized'].includes(payment.status))
      throw new Error(`payment ${id} is ${payment.status}, it cannot become ${status}`);
    const at = { failed: 'failedAt', canceled: 'canceledAt', expired: 'expiredAt' }[status];
    Object.assign(payment, { status, isCancelable: false, [at]: new Date().toISOString() });
    delete payment._links.checkout;
    return payment;
  }

  /** What can still be given back: the amount less refunds and chargebacks. */
  private remainingCents(payment: PaymentResource): number {
    return cents(payment.amount) - cents(payment.amountRefunded ?? amountOf(0, '')) - cents(payment.amountChargedBack ?? amountOf(0, ''));
  }

  createRefund(paymentId: string, body: Json): Json {
    const payment = this.payment(paymentId);
    const amount = body.amount as Amount | undefined;
    if (payment.status !== 'paid') throw unprocessable('The payment cannot be refunded', 'amount');
    if (!amount || amount.currency !== payment.amount.currency)
      throw unprocessable('The refund currency must be the payment currency', 'amount.currency');
    if (typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value) || cents(amount) <= 0)
      throw unprocessable('The amount contains an invalid value', 'amount.value');
    if (cents(amount) > this.remainingCents(payment))
      throw unprocessable('The refund amount is higher than the remaining amount of the payment', 'amount.value');
    const id = idOf('re');
    const refund: Json = {
      resource: 'refund',
      id,
      mode: 'test',
      amount: { ...amount },
      settlementAmount: { currency: amount.currency, value: `-${amount.value}` },
      description: typeof body.description === 'string' ? body.description : '',
      metadata: body.metadata ?? null,
      status: 'pending',
      paymentId,
      createdAt: new Date().toISOString(),
      _links: {
        self: this.link(`payments/${paymentId}/refunds/${id}`),
        payment: this.link(`payments/${paymentId}`),
        documentation: this.docs('get-refund'),
      },
    };
    this.refunds.get(paymentId)!.push(refund);
    payment.amountRefunded = amountOf(cents(payment.amountRefunded!) + cents(amount), amount.currency);
    payment.amountRemaining = amountOf(this.remainingCents(payment), amount.currency);
    payment._links.refunds = this.link(`payments/${paymentId}/refunds`);
    return refund;
  }

  /** The member's bank took the money back (a disputed card payment, a reversed debit). */
  chargeBack(paymentId: string, amountCents?: number): Json {
    const payment = this.payment(paymentId);
    if (payment.status !== 'paid') throw new Error(`payment ${paymentId} is ${payment.status}; only a paid payment is charged back`);
    const currency = payment.amount.currency;
    const amount = amountOf(amountCents ?? cents(payment.amount), currency);
    const id = idOf('chb');
    const chargeback: Json = {
      resource: 'chargeback',
      id,
      amount,
      settlementAmount: { currency, value: `-${amount.value}` },
      createdAt: new Date().toISOString(),
      reason: { code: 'MD06', description: 'Disputed authorised transaction' },
      reversedAt: null,
      paymentId,
      _links: {
        self: this.link(`payments/${paymentId}/chargebacks/${id}`),
        payment: this.link(`payments/${paymentId}`),
        documentation: this.docs('get-chargeback'),
      },
    };
    this.chargebacks.get(paymentId)!.push(chargeback);
    payment.amountChargedBack = amountOf(cents(payment.amountChargedBack ?? amountOf(0, currency)) + cents(amount), currency);
    payment.amountRemaining = amountOf(Math.max(0, this.remainingCents(payment)), currency);
    payment._links.chargebacks = this.link(`payments/${paymentId}/chargebacks`);
    return chargeback;
  }

  /** Methods as Mollie lists them: enabled, in the amount's currency and range; wallets on request. */
  listMethods(query: URLSearchParams): Json[] {
    const currency = query.get('amount[currency]') ?? 'EUR';
    const value = query.get('amount[value]');
    const wallets = (query.get('includeWallets') ?? '').split(',');
    const first = query.get('sequenceType') === 'first';
    const recurring = query.get('sequenceType') === 'recurring';
    return this.methods
      .filter(
        (m) =>
          m.currencies.includes(currency) && (!m.wallet || wallets.includes(m.id)) && (!first || m.first) && (!recurring || m.recurring),
      )
      .filter(
        (m) =>
          value === null ||
          (cents({ currency, value }) >= cents({ currency, value: m.minimum }) &&
            cents({ currency, value }) <= cents({ currency, value: m.maximum })),
      )
      .map((m) => ({
        resource: 'method',
        id: m.id,
        description: m.description,
        minimumAmount: { currency, value: m.minimum },
        maximumAmount: { currency, value: m.maximum },
        image: {
          size1x: `https://www.mollie.com/external/icons/payment-methods/${m.id}.png`,
          size2x: `https://www.mollie.com/external/icons/payment-methods/${m.id}%402x.png`,
          svg: `https://www.mollie.com/external/icons/payment-methods/${m.id}.svg`,
        },
        status: 'activated',
        _links: { self: this.link(`methods/${m.id}`), documentation: this.docs('get-method') },
      }));
  }

  /** A HAL list page as Mollie answers one (one page: no previous, no next). */
  list(name: string, items: Json[], path: string): Json {
    return {
      count: items.length,
      _embedded: { [name]: items },
      _links: { self: this.link(path), previous: null, next: null, documentation: this.docs(`list-${name}`) },
    };
  }
}
