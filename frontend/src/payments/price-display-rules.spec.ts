import type { AppliedDiscount } from '@amoretto/shared';
import { formatPercent, formatPrice, formatPricePerCredit, isDiscounted, ribbonPercent } from './price-display-rules';

// Intl separates currency and amount with a no-break space in some languages.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

const bonus: AppliedDiscount = { code: 'TIMEBONUS25', percentage: 25, source: 'time_bonus', expires_at: '2026-05-01T16:00:00Z' };

describe('formatPrice', () => {
  it("writes the site currency in the member's language", () => {
    expect(plain(formatPrice(1999, 'EUR', 'en-GB'))).toBe('€19.99');
    expect(plain(formatPrice(1999, 'EUR', 'nl-NL'))).toBe('€ 19,99');
    expect(plain(formatPrice(1999, 'EUR', 'de-DE'))).toBe('19,99 €');
    expect(plain(formatPrice(4900, 'PLN', 'pl-PL'))).toBe('49,00 zł');
    expect(plain(formatPrice(1500, 'GBP', 'en-GB'))).toBe('£15.00');
  });
});

describe('formatPricePerCredit', () => {
  it('keeps up to three decimals of a fraction of a cent', () => {
    expect(plain(formatPricePerCredit(12.45, 'EUR', 'en-GB'))).toBe('€0.125');
    expect(plain(formatPricePerCredit(20, 'EUR', 'en-GB'))).toBe('€0.20');
    expect(plain(formatPricePerCredit(7.5, 'EUR', 'it-IT'))).toBe('0,075 €');
  });
});

describe('formatPercent', () => {
  it('follows the language', () => {
    expect(formatPercent(25, 'en-GB')).toBe('25%');
    expect(plain(formatPercent(25, 'fr-FR'))).toBe('25 %');
  });
});

describe('discount ribbon', () => {
  it("names the server's percentage on a package the server made cheaper", () => {
    expect(isDiscounted({ price_cents: 2000, amount_cents: 1500 })).toBe(true);
    expect(ribbonPercent({ price_cents: 2000, amount_cents: 1500 }, bonus)).toBe(25);
  });

  it('shows nothing at list price, even with a discount that does not apply to the package', () => {
    expect(isDiscounted({ price_cents: 2000, amount_cents: 2000 })).toBe(false);
    expect(ribbonPercent({ price_cents: 2000, amount_cents: 2000 }, bonus)).toBeNull();
    expect(ribbonPercent({ price_cents: 2000, amount_cents: 1500 }, null)).toBeNull();
  });
});
