// PaymentsService.startPayment(userId, input: StartPaymentInput): Promise<StartedPayment> is the
// one way an order starts, for the credits page, direct debit and repeat orders alike. Its
// signature is kept stable: add optional fields to StartPaymentInput, never change the others.
// - `sequenceType: 'recurring'` with `mandate: { id }` (a row of `mandates`) charges the stored
//   card or account without the member: checkout_url is null and the answer's status pending.
// - `method: 'directdebit'` is accepted here (the direct-debit flow calls this, with
//   `directDebit: { holder, iban }` for a provider that makes its own mandate); the public
//   POST /api/payments refuses it (startMemberPayment).
// - An order that leaves a mandate at the provider names the member's one customer there
//   (payment_customers), created at the first such order.
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  COUNTRIES,
  mailLinkOrigin,
  type Country,
  type PackagesResponse,
  type PaymentMethod,
  type PaymentView,
  type Receipt,
  type StartPaymentResponse,
} from '@amoretto/shared';
import { enqueueInTransaction, type Queryable, type SiteEntity } from '@amoretto/shared/db';
import {
  followUpDelayMs,
  PAYMENT_PROVIDER,
  PaymentRefusedError,
  receiptOf,
  recordEvent,
  syncPayment,
  type PaymentProvider,
  type WebhookRequest,
} from '@amoretto/shared/node';
import { ApiException } from '../common/api-exception';
import { AppConfig } from '../config/app-config';
import { smsSenderOf } from '../direct-debit/sms-settings';
import { DiscountsService } from '../discounts/discounts.service';
import { RealtimeService } from '../realtime/realtime.service';
import {
  chargedCents,
  memberOrigin,
  methodsFor,
  needsCustomer,
  offeredMethods,
  packageView,
  paymentDescription,
  returnUrl,
  sequenceTypeFor,
  type SequenceType,
} from './payment-rules';
import { paymentView } from './payment-view';
import {
  insertPayment,
  lockMemberCustomer,
  lockStartingPayment,
  markNotStarted,
  packageOfSite,
  packagesOfSite,
  payingMember,
  paymentIdByKey,
  paymentOfMember,
  mandateById,
  paymentsOfMember,
  providerCustomerOf,
  saveProviderCustomer,
  setProviderPayment,
  validMandateOfMember,
  type MandateRow,
  type PayingMember,
  type StartingPayment,
} from './payments.repository';

/** How long the packages wait for the provider's enabled methods before offering the country's. */
const PROVIDER_METHODS_WAIT_MS = 2_000;

export interface StartPaymentInput {
  packageId: number;
  method: PaymentMethod;
  /** What the member typed; null for the active discount (time bonus, else welcome offer). */
  discountCode: string | null;
  /** Chosen by the client once per order; the same key again answers the same payment. */
  idempotencyKey: string;
  /** Default: 'first' for a card (kept for repeat orders), else 'oneoff'. */
  sequenceType?: SequenceType;
  /** The stored mandate a 'recurring' payment charges. */
  mandate?: { id: number };
  /** The Host the member's request came to: the provider sends the member back there when it is one of their site's hosts. */
  requestHost?: string;
  /** A direct debit's account (holder, electronic IBAN) from the confirmed direct-debit request; never stored with the payment. */
  directDebit?: { holder: string; iban: string };
}

export interface StartedPayment {
  response: StartPaymentResponse;
  /** False when the idempotency key was used before (the earlier payment is answered). */
  created: boolean;
}

type ProviderStart = { ok: true } | { ok: false; error: ApiException };

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly discounts: DiscountsService,
    private readonly realtime: RealtimeService,
    private readonly config: AppConfig,
  ) {}

  /** Packages priced for a member (their site, their discount, their country's methods) or for a visitor of `site`. */
  async packages(userId: number | null, site: SiteEntity, query: { code?: string; method?: PaymentMethod }): Promise<PackagesResponse> {
    if (userId === null) {
      const views = (await packagesOfSite(this.db, site.id)).map((p) => packageView(p, null));
      return { packages: views, discount: null, methods: await this.methodsOffered(site.countries[0] ?? '', views) };
    }
    const member = await this.member(userId);
    const packages = await packagesOfSite(this.db, member.site_id);
    const resolved = await this.discounts.resolveDiscount(userId, {
      code: query.code ?? null,
      method: query.method ?? null,
      currency: packages[0]?.currency ?? '',
      country: member.country,
      orderCents: null,
    });
    const discount = resolved
      ? { code: resolved.code, percentage: resolved.percentage, source: resolved.source, expires_at: resolved.expires_at }
      : null;
    const views = packages.map((p) => packageView(p, discount));
    return { packages: views, discount, methods: await this.methodsOffered(member.country, views) };
  }

  /**
   * The methods offered in a country for these amounts: direct debit only when an SMS sender
   * is configured; with a provider that knows its enabled methods (Mollie), those enabled for
   * at least one of the amounts. When the provider cannot tell in time, the country's methods.
   */
  async methodsOffered(country: string, amounts: ReadonlyArray<{ amount_cents: number; currency: string }>): Promise<PaymentMethod[]> {
    return offeredMethods(country, {
      smsSender: smsSenderOf(this.config) !== 'none',
      enabled: await this.enabledMethods(country, amounts),
    });
  }

  /** POST /api/payments: a member's own order. Direct debit has its own flow (consent, SMS code). */
  async startMemberPayment(userId: number, input: StartPaymentInput): Promise<StartedPayment> {
    if (input.method === 'directdebit') throw new ApiException('payment_method_unavailable', HttpStatus.UNPROCESSABLE_ENTITY);
    return this.startPayment(userId, input);
  }

  /**
   * Records the order (price computed here: the package of the member's site under the
   * discount the member gets) and starts it at the provider. Credits come only later, from
   * the provider's report (webhook or follow-up), never from this call.
   */
  async startPayment(userId: number, input: StartPaymentInput): Promise<StartedPayment> {
    const member = await this.member(userId);
    const earlier = await paymentIdByKey(this.db, userId, input.idempotencyKey);
    if (earlier !== null) return { response: await this.resume(earlier, member, input), created: false };

    if (!methodsFor(member.country).includes(input.method))
      throw new ApiException('payment_method_unavailable', HttpStatus.UNPROCESSABLE_ENTITY);
    const pkg = await packageOfSite(this.db, member.site_id, input.packageId);
    if (!pkg) throw new ApiException('package_not_found', HttpStatus.NOT_FOUND);
    const sequenceType = sequenceTypeFor(input.method, input.sequenceType);
    let mandate: MandateRow | null = null;
    if (sequenceType === 'recurring') {
      mandate = input.mandate ? await validMandateOfMember(this.db, userId, input.mandate.id, this.provider.name) : null;
      if (!mandate) throw new ApiException('recurring_payment_failed', HttpStatus.UNPROCESSABLE_ENTITY);
    }
    const discount = await this.discounts.resolveDiscount(userId, {
      code: input.discountCode,
      method: input.method,
      currency: pkg.currency,
      country: member.country,
      orderCents: pkg.price_cents,
    });
    const amountCents = chargedCents(pkg.price_cents, discount);
    // A provider cannot charge nothing; a discount that leaves nothing to pay does not apply to an order.
    if (amountCents < 1) throw new ApiException('discount_code_not_applicable', HttpStatus.UNPROCESSABLE_ENTITY);
    const inserted = await insertPayment(this.db, {
      userId,
      siteId: member.site_id,
      packageId: pkg.id,
      credits: pkg.credits,
      priceCents: pkg.price_cents,
      amountCents,
      currency: pkg.currency,
      method: input.method,
      discountCodeId: discount?.discountCodeId ?? null,
      discountCode: discount?.code ?? null,
      discountPercentage: discount?.percentage ?? 0,
      provider: this.provider.name,
      sequenceType,
      mandateId: mandate?.id ?? null,
      idempotencyKey: input.idempotencyKey,
    });
    // Null: a concurrent request with the same key inserted first; answer its payment.
    const id = inserted ?? (await paymentIdByKey(this.db, userId, input.idempotencyKey))!;
    return { response: await this.resume(id, member, input), created: inserted !== null };
  }

  async list(userId: number): Promise<{ payments: PaymentView[] }> {
    const now = new Date();
    return { payments: (await paymentsOfMember(this.db, userId)).map((row) => paymentView(row, now)) };
  }

  /** One of the member's payments with its receipt (null until paid). */
  async get(userId: number, paymentId: number): Promise<{ payment: PaymentView; receipt: Receipt | null }> {
    const row = await paymentOfMember(this.db, userId, paymentId);
    if (!row) throw new ApiException('payment_not_found', HttpStatus.NOT_FOUND);
    return { payment: paymentView(row), receipt: await receiptOf(this.db, paymentId) };
  }

  /**
   * A provider's webhook: only the payment id is taken from it (after the adapter verified
   * it); the status is fetched from the provider and settled once. Forged or malformed
   * calls are refused and recorded; unknown ids and amount mismatches are answered 200 (a
   * provider retrying would change nothing) and recorded; a provider that cannot be reached
   * gets 503 so it calls again.
   */
  async handleWebhook(providerName: string, request: WebhookRequest): Promise<void> {
    if (providerName !== this.provider.name) throw new ApiException('not_found', HttpStatus.NOT_FOUND);
    const parsed = this.provider.parseWebhook(request);
    if (!parsed.ok) {
      this.logger.warn(`payment webhook refused (${parsed.reason}) for ${providerName}`);
      await this.db.transaction((m) =>
        recordEvent(m, providerName, null, null, 'webhook', parsed.reason, { bytes: request.rawBody.length }),
      );
      throw new ApiException('bad_request', HttpStatus.BAD_REQUEST);
    }
    let result;
    try {
      result = await syncPayment(this.db, this.provider, parsed.providerPaymentId);
    } catch (error) {
      this.logger.warn(
        `payment ${parsed.providerPaymentId}: provider status not available: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new ApiException('payment_provider_unavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }
    const { outcome } = result;
    if (outcome.kind === 'unknown_payment' || outcome.kind === 'mismatch') {
      this.logger.warn(`payment webhook for ${providerName} ${parsed.providerPaymentId}: ${outcome.kind}, nothing changed`);
    }
    this.realtime.toMembers(result.events);
  }

  private async member(userId: number): Promise<PayingMember> {
    const member = await payingMember(this.db, userId);
    // A session for a member without a row cannot happen; answer like a missing session.
    if (!member) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    return member;
  }

  /**
   * Starts the recorded order at the provider unless that happened already, with the order
   * row locked: a repeated or concurrent request with the same key waits and then answers
   * the same provider payment, never a second one.
   */
  private async resume(
    paymentId: number,
    member: PayingMember,
    { requestHost, directDebit }: Pick<StartPaymentInput, 'requestHost' | 'directDebit'>,
  ): Promise<StartPaymentResponse> {
    const started = await this.db.transaction(async (manager): Promise<ProviderStart> => {
      const order = await lockStartingPayment(manager, paymentId);
      if (order.provider_payment_id !== null) return { ok: true };
      if (order.status !== 'open')
        return { ok: false, error: new ApiException('payment_provider_unavailable', HttpStatus.SERVICE_UNAVAILABLE) };
      const mandate = order.mandate_id === null ? null : await mandateById(manager, order.mandate_id);
      const origin = memberOrigin(requestHost, member.site_hosts, this.config.PUBLIC_URL, mailLinkOrigin(this.config, member.site_domain));
      try {
        const customerId = mandate?.provider_customer_id ?? (await this.customerFor(manager, member, order));
        const created = await this.provider.createPayment({
          orderId: order.id,
          amountCents: order.amount_cents,
          currency: order.currency,
          method: order.method,
          description: paymentDescription(member.site_name, order.id),
          redirectUrl: returnUrl(origin, order.id),
          webhookUrl: this.webhookUrl(),
          locale: member.language,
          sequenceType: order.sequence_type,
          customerId,
          mandateId: mandate?.provider_mandate_id,
          member: { id: member.id, name: member.name, email: member.email },
          directDebit,
        });
        await setProviderPayment(manager, order.id, created.id, created.checkoutUrl, created.status === 'pending' ? 'pending' : 'open');
        await enqueueInTransaction(manager, 'payment.follow-up', { paymentId: order.id, round: 1 }, { delayMs: followUpDelayMs(1)! });
        return { ok: true };
      } catch (error) {
        this.logger.warn(
          `payment ${order.id} not started at ${this.provider.name}: ${error instanceof Error ? error.message : String(error)}`,
        );
        await markNotStarted(manager, order.id);
        return { ok: false, error: providerError(error) };
      }
    });
    if (!started.ok) throw started.error;
    const row = (await paymentOfMember(this.db, member.id, paymentId))!;
    return { payment: paymentView(row), checkout_url: row.status === 'open' ? row.checkout_url : null };
  }

  /**
   * The member's customer at the provider: the one kept, else, for an order that leaves a
   * mandate there and a provider with customers (Mollie), a new one, kept at once (also when
   * the payment then fails), so a member has one customer. The member's other orders wait
   * meanwhile.
   */
  private async customerFor(manager: Queryable, member: PayingMember, order: StartingPayment): Promise<string | undefined> {
    const known = await providerCustomerOf(manager, member.id, this.provider.name);
    if (known !== null || !needsCustomer(order) || !this.provider.createCustomer) return known ?? undefined;
    await lockMemberCustomer(manager, member.id, this.provider.name);
    const created =
      (await providerCustomerOf(manager, member.id, this.provider.name)) ??
      (await this.provider.createCustomer({ id: member.id, name: member.name, email: member.email }, member.language, order.id));
    await saveProviderCustomer(manager, member.id, this.provider.name, created);
    return created;
  }

  /** The provider's enabled methods for the amounts (their union), or null: it does not say, or not in time. */
  private async enabledMethods(
    country: string,
    amounts: ReadonlyArray<{ amount_cents: number; currency: string }>,
  ): Promise<PaymentMethod[] | null> {
    const provider = this.provider;
    if (!provider.methodsFor || amounts.length === 0 || !(COUNTRIES as readonly string[]).includes(country)) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const lists = await Promise.race([
        Promise.all(amounts.map((a) => provider.methodsFor!(country as Country, a.amount_cents, a.currency))),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${PROVIDER_METHODS_WAIT_MS} ms`)), PROVIDER_METHODS_WAIT_MS);
        }),
      ]);
      return [...new Set(lists.flat())];
    } catch (error) {
      this.logger.warn(
        `${provider.name} did not list its methods for ${country}; offering the country's: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  private webhookUrl(): string {
    const base = (this.config.PAYMENT_WEBHOOK_BASE_URL ?? this.config.PUBLIC_URL).replace(/\/+$/, '');
    return `${base}/api/payments/webhook/${this.provider.name}`;
  }
}

function providerError(error: unknown): ApiException {
  if (error instanceof PaymentRefusedError) {
    if (error.reason === 'mandate_invalid') return new ApiException('recurring_payment_failed', HttpStatus.UNPROCESSABLE_ENTITY);
    if (error.reason === 'method_unavailable') return new ApiException('payment_method_unavailable', HttpStatus.UNPROCESSABLE_ENTITY);
  }
  return new ApiException('payment_provider_unavailable', HttpStatus.SERVICE_UNAVAILABLE);
}
