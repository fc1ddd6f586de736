import {
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENT,
  timeBonusEnd,
  WELCOME_DISCOUNT_PERCENT,
  type AppliedDiscount,
  type ErrorCode,
  type PaymentMethod,
} from '@amoretto/shared';

/**
 * How long the welcome offer lasts after signup (docs/product.md#discounts). Nothing fixed the length; three
 * days keeps it an offer (hours on the countdown)
 * while the four-hour time bonus, which wins while it runs, covers the first hours.
 */
export const WELCOME_WINDOW_SECONDS = 72 * 3600;

/** The code text of every member's own welcome offer (unique per member, not globally). */
export const WELCOME_CODE = 'WELCOME25';

/** The member facts the discount rules read. */
export interface DiscountMember {
  paid_user: boolean;
  signup_date: Date;
  country: string;
}

/** A discount_codes row as the rules read it. */
export interface DiscountCodeRow {
  id: number;
  code: string;
  kind: 'code' | 'welcome';
  country: string | null;
  user_id: number | null;
  expires_at: Date | null;
  value_percentage: number;
  currency: string | null;
  minimum_order_value_cents: number | null;
  status: 'active' | 'inactive';
  validity: 'once_per_user' | 'once';
  paymentmethods: string[] | null;
}

/** What a code is checked against: the order as far as it is known. */
export interface DiscountOrder {
  method: PaymentMethod | null;
  currency: string;
  country: string;
  /** The order's list price; null when no package is chosen yet (the minimum is then not checked). */
  orderCents: number | null;
}

export interface CodeUse {
  /** The member already redeemed this code (a paid purchase used it). */
  byMember: boolean;
  /** Anyone redeemed it (matters for single-use codes). */
  byAnyone: boolean;
}

const sameText = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

export const isTimeBonusCode = (code: string): boolean => sameText(code, TIME_BONUS_CODE);

export function timeBonusDiscount(member: Pick<DiscountMember, 'paid_user' | 'signup_date'>, now: Date): AppliedDiscount | null {
  const end = timeBonusEnd(member, now);
  return end ? { code: TIME_BONUS_CODE, percentage: TIME_BONUS_PERCENT, source: 'time_bonus', expires_at: end.toISOString() } : null;
}

/** When a member's welcome offer ends (from signup), whether or not it is still open. */
export const welcomeEnd = (signupDate: Date): Date => new Date(signupDate.getTime() + WELCOME_WINDOW_SECONDS * 1000);

/** Whether a member may still be given a welcome offer at all: first purchase only, within its window. */
export function welcomeOpen(member: Pick<DiscountMember, 'paid_user' | 'signup_date'>, now: Date): boolean {
  return !member.paid_user && welcomeEnd(member.signup_date).getTime() > now.getTime();
}

export const welcomePercent = (): number => WELCOME_DISCOUNT_PERCENT;

/**
 * Why a typed (or the member's own welcome) code cannot be used on this order, or null when
 * it can. Order of checks: the code must exist for the member (inactive or another member's
 * code reads as not found), then its time, then its use, then the order's fit.
 */
export function codeRefusal(
  row: DiscountCodeRow,
  memberId: number,
  member: Pick<DiscountMember, 'paid_user'>,
  order: DiscountOrder,
  use: CodeUse,
  now: Date,
): ErrorCode | null {
  if (row.status !== 'active' || (row.user_id !== null && row.user_id !== memberId)) return 'discount_code_not_found';
  if (row.expires_at !== null && row.expires_at.getTime() <= now.getTime()) return 'discount_code_expired';
  if (use.byMember || (row.validity === 'once' && use.byAnyone)) return 'discount_code_used';
  // The welcome offer is for the first purchase only.
  if (row.kind === 'welcome' && member.paid_user) return 'discount_code_not_applicable';
  if (row.country !== null && row.country.toUpperCase() !== order.country.toUpperCase()) return 'discount_code_not_applicable';
  if (row.currency !== null && row.currency.toUpperCase() !== order.currency.toUpperCase()) return 'discount_code_not_applicable';
  if (row.minimum_order_value_cents !== null && order.orderCents !== null && order.orderCents < row.minimum_order_value_cents) {
    return 'discount_code_not_applicable';
  }
  if (order.method !== null && row.paymentmethods !== null && row.paymentmethods.length > 0 && !row.paymentmethods.includes(order.method)) {
    return 'discount_code_not_applicable';
  }
  return null;
}

/** The discount a usable code row gives. */
export function codeDiscount(row: DiscountCodeRow): AppliedDiscount {
  return {
    code: row.code,
    percentage: row.value_percentage,
    source: row.kind === 'welcome' ? 'welcome' : 'code',
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
  };
}
