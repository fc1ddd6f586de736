import { TIME_BONUS_WINDOW_SECONDS, timeBonusEnd } from '@amoretto/shared';
import {
  codeDiscount,
  codeRefusal,
  isTimeBonusCode,
  timeBonusDiscount,
  WELCOME_WINDOW_SECONDS,
  welcomeOpen,
  type DiscountCodeRow,
  type DiscountOrder,
} from './discount-rules';

const now = new Date('2025-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const code = (over: Partial<DiscountCodeRow> = {}): DiscountCodeRow => ({
  id: 7,
  code: 'SPRING10',
  kind: 'code',
  country: null,
  user_id: null,
  expires_at: null,
  value_percentage: 10,
  currency: null,
  minimum_order_value_cents: null,
  status: 'active',
  validity: 'once_per_user',
  paymentmethods: null,
  ...over,
});
const order = (over: Partial<DiscountOrder> = {}): DiscountOrder => ({
  method: 'ideal',
  currency: 'EUR',
  country: 'NL',
  orderCents: 2000,
  ...over,
});
const unused = { byMember: false, byAnyone: false };
const free = { paid_user: false };

describe('time bonus', () => {
  it('runs for four hours from signup for a free member', () => {
    const bonus = timeBonusDiscount({ paid_user: false, signup_date: ago(60) }, now);
    expect(bonus).toEqual({
      code: 'TIMEBONUS25',
      percentage: 25,
      source: 'time_bonus',
      expires_at: new Date(ago(60).getTime() + TIME_BONUS_WINDOW_SECONDS * 1000).toISOString(),
    });
  });

  it('has ended at exactly four hours, and later', () => {
    expect(timeBonusEnd({ paid_user: false, signup_date: ago(TIME_BONUS_WINDOW_SECONDS) }, now)).toBeNull();
    expect(timeBonusEnd({ paid_user: false, signup_date: ago(TIME_BONUS_WINDOW_SECONDS + 3600) }, now)).toBeNull();
    expect(timeBonusEnd({ paid_user: false, signup_date: ago(TIME_BONUS_WINDOW_SECONDS - 1) }, now)).not.toBeNull();
  });

  it('is never given to a paid member', () => {
    expect(timeBonusDiscount({ paid_user: true, signup_date: ago(60) }, now)).toBeNull();
  });

  it('recognises its code in any case', () => {
    expect(isTimeBonusCode(' timebonus25 ')).toBe(true);
    expect(isTimeBonusCode('TIMEBONUS')).toBe(false);
  });
});

describe('welcome offer', () => {
  it('is open for a free member inside its window only', () => {
    expect(welcomeOpen({ paid_user: false, signup_date: ago(3600) }, now)).toBe(true);
    expect(welcomeOpen({ paid_user: false, signup_date: ago(WELCOME_WINDOW_SECONDS) }, now)).toBe(false);
    expect(welcomeOpen({ paid_user: true, signup_date: ago(3600) }, now)).toBe(false);
  });

  it('is refused to a paid member when typed (first purchase only)', () => {
    expect(codeRefusal(code({ kind: 'welcome', user_id: 3 }), 3, { paid_user: true }, order(), unused, now)).toBe(
      'discount_code_not_applicable',
    );
  });
});

describe('a typed code', () => {
  it('is given when everything fits', () => {
    const row = code({
      country: 'nl',
      currency: 'eur',
      minimum_order_value_cents: 2000,
      paymentmethods: ['ideal', 'paypal'],
      expires_at: new Date(now.getTime() + 1000),
    });
    expect(codeRefusal(row, 3, free, order(), unused, now)).toBeNull();
    expect(codeDiscount(row)).toEqual({ code: 'SPRING10', percentage: 10, source: 'code', expires_at: row.expires_at!.toISOString() });
  });

  it('reads as not found when inactive or another member’s', () => {
    expect(codeRefusal(code({ status: 'inactive' }), 3, free, order(), unused, now)).toBe('discount_code_not_found');
    expect(codeRefusal(code({ user_id: 4 }), 3, free, order(), unused, now)).toBe('discount_code_not_found');
  });

  it('is expired at and after its end', () => {
    expect(codeRefusal(code({ expires_at: now }), 3, free, order(), unused, now)).toBe('discount_code_expired');
  });

  it('is used once per member, and once at all when single-use', () => {
    expect(codeRefusal(code(), 3, free, order(), { byMember: true, byAnyone: true }, now)).toBe('discount_code_used');
    expect(codeRefusal(code(), 3, free, order(), { byMember: false, byAnyone: true }, now)).toBeNull();
    expect(codeRefusal(code({ validity: 'once' }), 3, free, order(), { byMember: false, byAnyone: true }, now)).toBe('discount_code_used');
  });

  it('does not apply to another country, currency, a smaller order or another method', () => {
    expect(codeRefusal(code({ country: 'BE' }), 3, free, order(), unused, now)).toBe('discount_code_not_applicable');
    expect(codeRefusal(code({ currency: 'PLN' }), 3, free, order(), unused, now)).toBe('discount_code_not_applicable');
    expect(codeRefusal(code({ minimum_order_value_cents: 2001 }), 3, free, order(), unused, now)).toBe('discount_code_not_applicable');
    expect(codeRefusal(code({ paymentmethods: ['paypal'] }), 3, free, order(), unused, now)).toBe('discount_code_not_applicable');
  });

  it('leaves the minimum and the method unchecked while the order does not name them', () => {
    const row = code({ minimum_order_value_cents: 99_999, paymentmethods: ['paypal'] });
    expect(codeRefusal(row, 3, free, order({ orderCents: null, method: null }), unused, now)).toBeNull();
    expect(codeRefusal(code({ paymentmethods: [] }), 3, free, order(), unused, now)).toBeNull();
  });
});
