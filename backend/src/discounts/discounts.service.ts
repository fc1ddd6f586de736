import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppliedDiscount, ErrorCode, PaymentMethod } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import {
  codeDiscount,
  codeRefusal,
  isTimeBonusCode,
  timeBonusDiscount,
  WELCOME_CODE,
  welcomeEnd,
  welcomeOpen,
  welcomePercent,
  type DiscountMember,
} from './discount-rules';
import { codeForMember, codeUse, discountMember, ensureWelcomeCode, siteOrder } from './discounts.repository';

/** A discount as the order stores it: what it gives, and the code row a paid purchase redeems (null for the time bonus). */
export type ResolvedDiscount = AppliedDiscount & { discountCodeId: number | null };

export interface DiscountInput {
  /** What the member typed; null or empty for the active discount (time bonus, else welcome offer). */
  code: string | null;
  method: PaymentMethod | null;
  currency: string;
  country: string;
  /** The order's list price in cents; null when no package is chosen (the minimum is not checked). */
  orderCents: number | null;
}

const REFUSAL_STATUS: Record<string, HttpStatus> = {
  discount_code_not_found: HttpStatus.NOT_FOUND,
  discount_code_used: HttpStatus.CONFLICT,
  discount_code_expired: HttpStatus.GONE,
  discount_code_not_applicable: HttpStatus.UNPROCESSABLE_ENTITY,
};

export const refusal = (code: ErrorCode): ApiException => new ApiException(code, REFUSAL_STATUS[code] ?? HttpStatus.BAD_REQUEST);

/**
 * The one place that decides which discount a member gets (docs/product.md#discounts): a typed code is
 * checked and given or refused; without one, the time bonus while it runs, else the member's
 * welcome offer while it is open and unused, else none. The payments module prices and
 * charges with the answer; the time bonus has no code row, so nothing is redeemed for it.
 */
@Injectable()
export class DiscountsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async resolveDiscount(userId: number, input: DiscountInput, db: Queryable = this.db): Promise<ResolvedDiscount | null> {
    const member = await discountMember(db, userId);
    if (!member) throw refusal('discount_code_not_found');
    const now = new Date();
    const typed = input.code?.trim() ?? '';
    if (typed !== '') return this.typedCode(db, userId, member, typed, input, now);
    const bonus = timeBonusDiscount(member, now);
    if (bonus) return { ...bonus, discountCodeId: null };
    return this.openWelcome(db, userId, member, now);
  }

  /**
   * `GET /api/discountcode.php` with a typed code (or none): checked against the member's
   * country, their site's currency and, when named, the package's list price and the method.
   */
  async checkForMember(userId: number, query: { code: string | null; method: PaymentMethod | null; packageId: number | null }) {
    const member = await discountMember(this.db, userId);
    if (!member) throw refusal('discount_code_not_found');
    const order = await siteOrder(this.db, member.site_id, query.packageId);
    if (!order) throw new ApiException('package_not_found', HttpStatus.NOT_FOUND);
    return this.resolveDiscount(userId, {
      code: query.code,
      method: query.method,
      currency: order.currency,
      country: member.country,
      orderCents: order.price_cents,
    });
  }

  /** The member's welcome offer (made on first ask) while open and unused; null otherwise. */
  async welcomeOffer(userId: number, db: Queryable = this.db): Promise<ResolvedDiscount | null> {
    const member = await discountMember(db, userId);
    return member ? this.openWelcome(db, userId, member, new Date()) : null;
  }

  /** The running time bonus, or null (ended, paid member, unknown member). */
  async timeBonus(userId: number, db: Queryable = this.db): Promise<AppliedDiscount | null> {
    const member = await discountMember(db, userId);
    return member ? timeBonusDiscount(member, new Date()) : null;
  }

  private async typedCode(db: Queryable, userId: number, member: DiscountMember, typed: string, input: DiscountInput, now: Date) {
    if (isTimeBonusCode(typed)) {
      const bonus = timeBonusDiscount(member, now);
      if (!bonus) throw refusal(member.paid_user ? 'discount_code_not_applicable' : 'discount_code_expired');
      return { ...bonus, discountCodeId: null };
    }
    const row = await codeForMember(db, userId, typed);
    if (!row) throw refusal('discount_code_not_found');
    const problem = codeRefusal(row, userId, member, input, await codeUse(db, row.id, userId), now);
    if (problem) throw refusal(problem);
    return { ...codeDiscount(row), discountCodeId: row.id };
  }

  private async openWelcome(db: Queryable, userId: number, member: DiscountMember, now: Date): Promise<ResolvedDiscount | null> {
    if (!welcomeOpen(member, now)) return null;
    const row = await ensureWelcomeCode(db, userId, {
      code: WELCOME_CODE,
      percentage: welcomePercent(),
      expiresAt: welcomeEnd(member.signup_date),
    });
    const order = { method: null, currency: '', country: member.country, orderCents: null };
    // Expired, used or otherwise closed: simply no offer (the client ignores welcome errors anyway).
    if (codeRefusal(row, userId, member, order, await codeUse(db, row.id, userId), now)) return null;
    return { ...codeDiscount(row), discountCodeId: row.id };
  }
}
