import {
  createMollieClient,
  MandateMethod,
  MollieApiError,
  SequenceType,
  type MollieClient,
  type Payment,
  type PaymentCreateParams,
} from '@mollie/api-client';
import type { Country } from '../../constants';
import type { PaymentMethod } from '../../vocabularies';
import {
  centsOf,
  mandateLabel,
  mandateMethodOf,
  mollieAmount,
  mollieDescription,
  mollieLocaleOf,
  mollieMethodOf,
  MOLLIE_PAYMENT_ID,
  orderIdOf,
  productMethodsFor,
  productStatusOf,
  sepaMandateReference,
  sepaSignatureDate,
  webhookPaymentId,
  withoutAccountNumbers,
} from './mollie-rules';
import type { PaymentSettings } from './payment-env-config';
import type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentProvider,
  ProviderMandate,
  ProviderMember,
  ProviderPayment,
  WebhookParse,
  WebhookRequest,
} from './payment-provider';
import { PaymentRefusedError } from './provider-errors';

export interface MollieProviderOptions {
  /** `live_…` or `test_…` (Mollie's dashboard, Developers → API keys). */
  apiKey: string;
  /** Mollie's API root; another one for the tests' local Mollie-like server. Must be https. */
  apiEndpoint?: string;
  /** How long one call may take before the member is told to try again later. */
  timeoutMs?: number;
  /** How long the methods Mollie offers for a country and amount are reused. */
  methodsCacheMs?: number;
}

/** Mollie could not be reached, refused our key, failed on its side or did not answer in time. */
export class MollieUnavailableError extends Error {
  override readonly name = 'MollieUnavailableError';
}

type Refusal = PaymentRefusedError['reason'];

// Mollie answers a request it understood but will not carry out with one of these.
const REFUSING_STATUSES = new Set([400, 404, 409, 410, 422]);

/**
 * The Mollie adapter, through Mollie's official client (@mollie/api-client). Webhooks carry
 * only a payment id and are not signed: every status is fetched from Mollie. Card and SEPA
 * mandates belong to one Mollie customer per member (createCustomer, kept by the product and
 * named in later payments); `recurring` charges name that customer and mandate. A direct
 * debit is a SEPA mandate made from the account the member confirmed on the product's form,
 * charged at once as a recurring payment: Mollie reports it pending, later paid or failed.
 */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly client: MollieClient;
  private readonly timeoutMs: number;
  private readonly methodsCacheMs: number;
  private readonly methodsCache = new Map<string, { until: number; methods: Promise<PaymentMethod[]> }>();

  constructor(options: MollieProviderOptions) {
    this.client = createMollieClient({ apiKey: options.apiKey, apiEndpoint: options.apiEndpoint, versionStrings: 'Amoretto/1.0' });
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.methodsCacheMs = options.methodsCacheMs ?? 5 * 60_000;
  }

  /** From the payment settings every process reads (PAYMENT_PROVIDER=mollie requires the key). */
  static fromSettings(settings: Pick<PaymentSettings, 'MOLLIE_API_KEY' | 'MOLLIE_API_ENDPOINT'>): MollieProvider {
    if (!settings.MOLLIE_API_KEY) throw new Error('PAYMENT_PROVIDER=mollie needs MOLLIE_API_KEY');
    return new MollieProvider({ apiKey: settings.MOLLIE_API_KEY, apiEndpoint: settings.MOLLIE_API_ENDPOINT });
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const method = mollieMethodOf(input.method);
    if (method === null) throw new PaymentRefusedError('method_unavailable', `Mollie does not offer ${input.method}`);
    const common = {
      amount: mollieAmount(input.amountCents, input.currency),
      description: mollieDescription(input.description),
      webhookUrl: input.webhookUrl,
      metadata: { order_id: input.orderId },
      // A retry of the same order (a timeout, a second click) finds the payment Mollie made the first time.
      idempotencyKey: `amoretto-order-${input.orderId}`,
    };
    let params: PaymentCreateParams;
    if (input.method === 'directdebit' && input.sequenceType !== 'recurring') {
      const { customerId, mandateId } = await this.directDebitMandate(input);
      params = { ...common, sequenceType: SequenceType.recurring, customerId, mandateId };
    } else if (input.sequenceType === 'recurring') {
      if (!input.customerId || !input.mandateId)
        throw new PaymentRefusedError('mandate_invalid', 'a recurring charge needs a customer and a mandate');
      // Charged on the stored mandate, without the member: no method choice, no checkout page.
      params = { ...common, sequenceType: SequenceType.recurring, customerId: input.customerId, mandateId: input.mandateId };
    } else {
      params = {
        ...common,
        method,
        redirectUrl: input.redirectUrl,
        locale: mollieLocaleOf(input.locale),
        sequenceType: input.sequenceType === 'first' ? SequenceType.first : SequenceType.oneoff,
        customerId:
          input.sequenceType === 'first'
            ? (input.customerId ?? (await this.createCustomer(input.member, input.locale, input.orderId)))
            : undefined,
        // Mollie mails the transfer details to the member who chose a bank transfer.
        billingEmail: method === 'banktransfer' ? input.member.email : undefined,
      };
    }
    const refusal: Refusal = input.sequenceType === 'recurring' ? 'mandate_invalid' : 'method_unavailable';
    const payment = await this.call('create a payment', () => this.client.payments.create(params), refusal);
    return { id: payment.id, checkoutUrl: payment.getCheckoutUrl() ?? null, status: productStatusOf(payment.status) };
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    if (!MOLLIE_PAYMENT_ID.test(providerPaymentId)) throw new PaymentRefusedError('unknown_payment');
    const payment = await this.call('fetch a payment', () => this.client.payments.get(providerPaymentId), 'unknown_payment');
    return {
      id: payment.id,
      status: productStatusOf(payment.status),
      amountCents: centsOf(payment.amount),
      currency: payment.amount.currency,
      orderId: orderIdOf(payment.metadata),
      mandate: await this.mandateOf(payment),
      refundedCents: centsOf(payment.amountRefunded),
      chargedBackCents: centsOf(payment.amountChargedBack),
    };
  }

  async refund(providerPaymentId: string, amountCents: number, currency: string, description: string): Promise<void> {
    if (!MOLLIE_PAYMENT_ID.test(providerPaymentId)) throw new PaymentRefusedError('refund_not_possible');
    await this.call(
      'refund a payment',
      () =>
        this.client.paymentRefunds.create({
          paymentId: providerPaymentId,
          amount: mollieAmount(amountCents, currency),
          description: mollieDescription(description),
          // A retried refund (the first answer was lost) is the same refund at Mollie, never a second one.
          idempotencyKey: `amoretto-refund-${providerPaymentId}-${amountCents}`,
        }),
      'refund_not_possible',
    );
  }

  parseWebhook(request: WebhookRequest): WebhookParse {
    const id = webhookPaymentId(request.rawBody);
    return id === null ? { ok: false, reason: 'malformed' } : { ok: true, providerPaymentId: id };
  }

  /**
   * The country's methods (METHODS_BY_COUNTRY) that Mollie offers now for this amount: those
   * enabled on the Mollie profile, within each method's minimum and maximum. Reused for a
   * few minutes per country, currency and amount.
   */
  methodsFor(country: Country, amountCents: number, currency: string): Promise<PaymentMethod[]> {
    const key = `${country}:${currency}:${amountCents}`;
    const cached = this.methodsCache.get(key);
    if (cached && cached.until > Date.now()) return cached.methods;
    const amount = mollieAmount(amountCents, currency);
    const methods = Promise.all([
      this.call('list the methods', () =>
        this.client.methods.list({
          amount,
          billingCountry: country,
          // Apple Pay is only listed when asked for (the hosted page shows it on Apple devices).
          includeWallets: 'applepay',
        }),
      ),
      // A direct debit is a recurring payment on the mandate the product makes: it is offered
      // when Mollie can charge a mandate by SEPA direct debit.
      this.call('list the recurring methods', () =>
        this.client.methods.list({ amount, billingCountry: country, sequenceType: SequenceType.recurring }),
      ),
    ]).then(([oneoff, recurring]) =>
      productMethodsFor(
        country,
        oneoff.map((method) => method.id),
        recurring.map((method) => method.id),
      ),
    );
    this.methodsCache.set(key, { until: Date.now() + this.methodsCacheMs, methods });
    methods.catch(() => this.methodsCache.delete(key));
    return methods;
  }

  /**
   * A Mollie customer for the member's mandates. Only our member id goes with it: Mollie
   * needs no name or address to keep a card or an IBAN for later charges.
   */
  async createCustomer(member: ProviderMember, locale: string, orderId: number): Promise<string> {
    const customer = await this.call('create a customer', () =>
      this.client.customers.create({
        locale: mollieLocaleOf(locale),
        metadata: { member_id: member.id },
        idempotencyKey: `amoretto-customer-${member.id}-order-${orderId}`,
      }),
    );
    return customer.id;
  }

  /**
   * The SEPA mandate of a one-time direct debit, on the member's customer: the account holder
   * and IBAN the member confirmed with the SMS code, signed today, with the order's reference.
   * Mollie refusing it (direct debit not enabled, an account it will not take) is a method it
   * does not offer.
   */
  private async directDebitMandate(input: CreatePaymentInput): Promise<{ customerId: string; mandateId: string }> {
    const account = input.directDebit;
    if (!account) throw new PaymentRefusedError('method_unavailable', 'a direct debit at Mollie needs the account holder and IBAN');
    const customerId = input.customerId ?? (await this.createCustomer(input.member, input.locale, input.orderId));
    const mandate = await this.call(
      'create a direct-debit mandate',
      () =>
        this.client.customerMandates.create({
          customerId,
          method: MandateMethod.directdebit,
          consumerName: account.holder,
          consumerAccount: account.iban,
          signatureDate: sepaSignatureDate(new Date()),
          mandateReference: sepaMandateReference(input.orderId),
          idempotencyKey: `amoretto-mandate-order-${input.orderId}`,
        }),
      'method_unavailable',
    );
    return { customerId, mandateId: mandate.id };
  }

  /** The mandate a paid first payment left on the member's customer; null until then. */
  private async mandateOf(payment: Payment): Promise<ProviderMandate | null> {
    if (payment.sequenceType !== SequenceType.first || payment.status !== 'paid' || !payment.customerId || !payment.mandateId) return null;
    const { customerId, mandateId } = payment;
    let mandate;
    try {
      mandate = await this.call('fetch a mandate', () => this.client.customerMandates.get(mandateId, { customerId }), 'mandate_invalid');
    } catch (error) {
      if (error instanceof PaymentRefusedError) return null;
      throw error;
    }
    const method = mandateMethodOf(mandate.method);
    if (mandate.status === 'invalid' || method === null) return null;
    return { customerId, mandateId, method, label: mandateLabel(mandate.method, mandate.details) };
  }

  /**
   * One call to Mollie, bounded in time. A refusal Mollie states (unknown id, invalid
   * mandate, refund above what is left, method not enabled) becomes PaymentRefusedError
   * with the caller's reason; anything else (no connection, a refused API key, a rate
   * limit, Mollie's own failure, no answer in time) becomes MollieUnavailableError.
   */
  private async call<T>(what: string, run: () => Promise<T>, refusal?: Refusal): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new MollieUnavailableError(`Mollie did not answer in ${this.timeoutMs} ms (${what})`)),
        this.timeoutMs,
      );
    });
    try {
      return await Promise.race([run(), deadline]);
    } catch (error) {
      if (error instanceof MollieUnavailableError) throw error;
      const status = error instanceof MollieApiError ? error.statusCode : undefined;
      // Mollie's message may quote what it was sent; an IBAN never reaches the logs.
      const detail = withoutAccountNumbers(error instanceof Error ? error.message : String(error));
      if (refusal && status !== undefined && REFUSING_STATUSES.has(status)) {
        throw new PaymentRefusedError(refusal, `Mollie refused to ${what}: ${status} ${detail}`);
      }
      throw new MollieUnavailableError(`Mollie could not ${what}: ${status ?? 'no answer'} ${detail}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }
}
