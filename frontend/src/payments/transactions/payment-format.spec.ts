import { localeTagFor } from '@amoretto/shared';
import { formatClockTime, formatPaymentDate, formatTaxRate } from './payment-format';

describe('formatPaymentDate', () => {
  it('writes the date and time in the member language', () => {
    expect(formatPaymentDate('2026-11-25T17:04:00Z', 'nl-NL')).toMatch(/25 nov 2026/);
    expect(formatPaymentDate('2026-11-25T17:04:00Z', 'en-GB')).toMatch(/25 Nov 2026/);
  });

  it("puts the month first for a member in the US, as the member's locale tag says", () => {
    expect(formatPaymentDate('2026-11-05T17:04:00Z', localeTagFor('en', 'US'))).toMatch(/^Nov 5, 2026/);
    expect(formatPaymentDate('2026-11-05T17:04:00Z', localeTagFor('en', 'GB'))).toMatch(/^5 Nov 2026/);
  });

  it('leaves a date it cannot read as it came', () => {
    expect(formatPaymentDate('yesterday', 'en-GB')).toBe('yesterday');
  });
});

describe('formatTaxRate', () => {
  it('keeps the decimals of a rate and follows the language', () => {
    expect(formatTaxRate(21, 'en-GB')).toBe('21');
    expect(formatTaxRate(8.1, 'de-DE')).toBe('8,1');
    expect(formatTaxRate(8.1, 'en-GB')).toBe('8.1');
  });
});

describe('formatClockTime', () => {
  it('writes the time of day, and leaves a broken one as it came', () => {
    expect(formatClockTime('2026-11-25T17:04:00Z', 'de-DE')).toMatch(/^\d{1,2}:04$/);
    expect(formatClockTime('soon', 'de-DE')).toBe('soon');
  });
});
