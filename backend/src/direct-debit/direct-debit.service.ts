import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { DirectDebitRequestDto, DirectDebitRequestResponse, StartPaymentResponse } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { DiscountsService } from '../discounts/discounts.service';
import { chargedCents, methodsFor } from '../payments/payment-rules';
import { packageOfSite, payingMember, type PayingMember } from '../payments/payments.repository';
import { PaymentsService } from '../payments/payments.service';
import { REDIS } from '../redis/redis.module';
import { countInWindow } from '../redis/window-counter';
import {
  afterWrongCode,
  checkIban,
  checkLimit,
  confirmable,
  CONFIRMS_PER_HOUR,
  normalisePhone,
  OTP_TTL_MINUTES,
  phoneHint,
  REQUESTS_PER_HOUR,
  requestPaymentKey,
  TEXTS_PER_PHONE_PER_HOUR,
  typedCode,
} from './direct-debit-rules';
import {
  directDebitHistory,
  insertRequest,
  isBlocked,
  lockMemberDirectDebits,
  lockRequestOfMember,
  markConfirmed,
  markExpired,
  recordWrongCode,
} from './direct-debit.repository';
import { hashOtp, newOtp, otpMatches } from './otp-codes';
import { SMS_SENDER, type SmsSender } from './sms-sender';
import { directDebitSms } from './sms-texts';

const HOUR_MS = 3_600_000;

/** What an order costs the member now: the package of their site under the discount they get. */
interface PricedOrder {
  packageId: number;
  amountCents: number;
  currency: string;
}

/**
 * A one-time direct debit (docs/product.md#direct-debit): the form is checked (consent, IBAN, phone, the
 * country's methods, the block list, the member's limit), an SMS code is sent, and the right
 * code starts the payment with method 'directdebit' through PaymentsService, with the
 * account holder and IBAN for a provider that makes the SEPA mandate itself (Mollie). The
 * provider leaves it pending and collects it; credits come from its webhook as for any payment.
 */
@Injectable()
export class DirectDebitService {
  private readonly logger = new Logger(DirectDebitService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    private readonly payments: PaymentsService,
    private readonly discounts: DiscountsService,
  ) {}

  async request(userId: number, form: DirectDebitRequestDto): Promise<DirectDebitRequestResponse> {
    await this.limitRate(`dd-request:member:${userId}`, REQUESTS_PER_HOUR);
    if (form.consent !== true) {
      throw new ApiException('direct_debit_consent_required', HttpStatus.BAD_REQUEST, { consent: ['equals'] });
    }
    const iban = checkIban(form.iban);
    if (!iban.ok) throw new ApiException('invalid_iban', HttpStatus.BAD_REQUEST, { iban: [iban.reason] });
    const member = await this.member(userId);
    const phone = normalisePhone(form.phone, member.country);
    if (phone === null) throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, { phone: ['isMobilePhone'] });
    this.assertOffered(member);
    const discountCode = form.discount_code?.trim() || null;
    const order = await this.price(this.db, member, form.package_id, discountCode);
    // A provider that has not enabled direct debit (or not for this amount): no SMS is sent for nothing.
    const offered = await this.payments.methodsOffered(member.country, [{ amount_cents: order.amountCents, currency: order.currency }]);
    if (!offered.includes('directdebit')) throw new ApiException('payment_method_unavailable', HttpStatus.UNPROCESSABLE_ENTITY);
    await this.assertAllowed(this.db, member.id, iban.iban, phone, order.amountCents);

    await this.limitRate(`dd-request:phone:${digest(phone)}`, TEXTS_PER_PHONE_PER_HOUR);
    const code = newOtp();
    const created = await insertRequest(this.db, {
      userId,
      packageId: order.packageId,
      holder: form.holder.trim(),
      iban: iban.iban,
      street: form.street.trim(),
      houseNumber: form.house_number.trim(),
      zip: form.zip.trim(),
      city: form.city.trim(),
      phone,
      discountCode,
      otpHash: await hashOtp(code),
      ttlMinutes: OTP_TTL_MINUTES,
    });
    try {
      await this.sms.send(phone, directDebitSms(member.language, { site: member.site_name, code, minutes: OTP_TTL_MINUTES }));
    } catch (error) {
      this.logger.error(
        `direct debit ${created.id}: SMS not sent via ${this.sms.name}: ${error instanceof Error ? error.message : String(error)}`,
      );
      await markExpired(this.db, created.id);
      throw new ApiException('service_unavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }
    return { request_id: created.id, phone_hint: phoneHint(phone), expires_at: new Date(created.expires_at).toISOString() };
  }

  /**
   * The SMS code. A wrong one counts against the request (OTP_MAX_ATTEMPTS); the right one starts
   * the payment. The request stays locked until the payment is recorded, so a code cannot be
   * used twice, and a retried confirmation answers the same payment.
   */
  async confirm(userId: number, requestId: number, otp: string, requestHost: string | undefined): Promise<StartPaymentResponse> {
    await this.limitRate(`dd-confirm:member:${userId}`, CONFIRMS_PER_HOUR);
    const outcome = await this.db.transaction(async (manager) => {
      const request = await lockRequestOfMember(manager, userId, requestId);
      if (!request) return { error: new ApiException('not_found', HttpStatus.NOT_FOUND) };
      const state = confirmable({ status: request.status, expires_at: new Date(request.expires_at) }, new Date());
      if (state === 'over') {
        await markExpired(manager, request.id);
        return { error: new ApiException('direct_debit_code_expired', HttpStatus.GONE) };
      }
      if (state === 'check_code' && !(await otpMatches(request.otp_hash, typedCode(otp)))) {
        const wrong = afterWrongCode(request.otp_attempts);
        await recordWrongCode(manager, request.id, wrong.attempts, wrong.failed);
        return {
          error: new ApiException('direct_debit_invalid_code', HttpStatus.BAD_REQUEST, undefined, { attempts_left: wrong.attemptsLeft }),
        };
      }
      if (state === 'check_code') {
        const member = await this.member(userId);
        this.assertOffered(member);
        await lockMemberDirectDebits(manager, userId);
        const order = await this.price(manager, member, request.package_id, request.discount_code);
        await this.assertAllowed(manager, userId, request.iban, request.phone, order.amountCents);
      }
      const started = await this.payments.startPayment(userId, {
        packageId: request.package_id,
        method: 'directdebit',
        discountCode: request.discount_code,
        idempotencyKey: requestPaymentKey(request.id),
        requestHost,
        directDebit: { holder: request.holder, iban: request.iban },
      });
      await markConfirmed(manager, request.id, started.response.payment.id);
      return { response: started.response };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.response;
  }

  private async member(userId: number): Promise<PayingMember> {
    const member = await payingMember(this.db, userId);
    if (!member) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    return member;
  }

  /** Direct debit is offered where the member's country has it and an SMS can carry the code. */
  private assertOffered(member: PayingMember): void {
    if (this.sms.name === 'none' || !methodsFor(member.country).includes('directdebit')) {
      throw new ApiException('payment_method_unavailable', HttpStatus.UNPROCESSABLE_ENTITY);
    }
  }

  private async price(db: Queryable, member: PayingMember, packageId: number, code: string | null): Promise<PricedOrder> {
    const pkg = await packageOfSite(db, member.site_id, packageId);
    if (!pkg) throw new ApiException('package_not_found', HttpStatus.NOT_FOUND);
    const discount = await this.discounts.resolveDiscount(member.id, {
      code,
      method: 'directdebit',
      currency: pkg.currency,
      country: member.country,
      orderCents: pkg.price_cents,
    });
    return { packageId: pkg.id, amountCents: chargedCents(pkg.price_cents, discount), currency: pkg.currency };
  }

  private async assertAllowed(db: Queryable, userId: number, iban: string, phone: string, amountCents: number): Promise<void> {
    if (await isBlocked(db, iban, phone)) throw new ApiException('direct_debit_blocked', HttpStatus.UNPROCESSABLE_ENTITY);
    const limit = checkLimit(await directDebitHistory(db, userId), amountCents);
    if (!limit.ok) {
      throw new ApiException('direct_debit_limit_reached', HttpStatus.UNPROCESSABLE_ENTITY, undefined, {
        available_cents: limit.availableCents,
      });
    }
  }

  /**
   * Requests send a text and confirmations test a code: both are counted per hour. Without Redis
   * neither is allowed (503): an uncounted code check is a brute-force hole, an uncounted request
   * an SMS bill.
   */
  private async limitRate(name: string, perHour: number): Promise<void> {
    let counted: { count: number; remainingMs: number };
    try {
      counted = await countInWindow(this.redis, `limit:${name}`, HOUR_MS);
    } catch (error) {
      this.logger.warn(`direct debit rate not counted: ${error instanceof Error ? error.message : String(error)}`);
      throw new ApiException('service_unavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }
    if (counted.count > perHour) {
      const seconds = Math.max(1, Math.ceil(counted.remainingMs / 1000));
      throw new ApiException('too_many_requests', HttpStatus.TOO_MANY_REQUESTS, undefined, { seconds });
    }
  }
}

/** Phone numbers are not kept in Redis keys; their digest is enough to count texts per number. */
const digest = (value: string): string => createHash('sha256').update(value).digest('hex').slice(0, 24);
