import { COUNTRIES } from '../constants';
import { buildReceipt, companyVatNumber, receiptNumber, type ReceiptFacts } from './receipt';
import { splitInclusive, TAX_RATES_2025, taxRateOf } from './vat-rates';

const company = {
  name: 'Amoretto Media B.V.',
  address: 'Herengracht 999, 1017 BT',
  city: 'Amsterdam',
  country: 'NL',
  kvk: '81493762',
  vat_numbers: { NL: 'NL814937627B01', BE: 'BE0812945320', DE: 'DE319752641' },
};

const facts = (over: Partial<ReceiptFacts['payment']> = {}, memberCountry = 'NL'): ReceiptFacts => ({
  payment: {
    id: 42,
    status: 'paid',
    paid_at: new Date('2025-03-04T10:00:00Z'),
    tier: 'p1',
    credits: 100,
    method: 'ideal',
    amount_cents: 1995,
    currency: 'EUR',
    refunded_cents: 0,
    ...over,
  },
  memberCountry,
  company,
  site: { name: 'Amoretto', domain: 'amoretto.nl' },
});

describe('splitInclusive', () => {
  it('takes the VAT out of a VAT-inclusive price: net = gross / (1 + rate), rounded to the cent', () => {
    // 19.95 / 1.21 = 16.487… → 16.49; VAT 3.46
    expect(splitInclusive(1995, 21)).toEqual({ net_cents: 1649, tax_cents: 346 });
    // 49.99 / 1.19 = 42.008… → 42.01
    expect(splitInclusive(4999, 19)).toEqual({ net_cents: 4201, tax_cents: 798 });
  });

  it('handles a rate with a decimal exactly (Swiss 8.1 %)', () => {
    // 100.00 / 1.081 = 92.506… → 92.51
    expect(splitInclusive(10_000, 8.1)).toEqual({ net_cents: 9251, tax_cents: 749 });
  });

  it('always adds up to what was paid', () => {
    for (let gross = 1; gross < 5000; gross += 37) {
      for (const percent of [5, 8.1, 10, 19, 20, 21, 22, 23]) {
        const { net_cents, tax_cents } = splitInclusive(gross, percent);
        expect(net_cents + tax_cents).toBe(gross);
        expect(tax_cents).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('tax rates', () => {
  it('has a decision for every served country', () => {
    for (const country of COUNTRIES) expect(country in TAX_RATES_2025).toBe(true);
  });

  it('is GST in Australia, New Zealand and Canada, none in the US, and nothing for an unknown country', () => {
    expect(taxRateOf('AU')).toEqual({ kind: 'gst', percent: 10 });
    expect(taxRateOf('NZ')?.kind).toBe('gst');
    expect(taxRateOf('US')).toBeNull();
    expect(taxRateOf('XX')).toBeNull();
  });
});

describe('buildReceipt', () => {
  it('carries the company, the site, the purchase and the VAT line of the member’s country', () => {
    const receipt = buildReceipt(facts({}, 'DE'))!;
    expect(receipt).toEqual({
      number: '00000042',
      date: '2025-03-04T10:00:00.000Z',
      company: {
        name: 'Amoretto Media B.V.',
        address: 'Herengracht 999, 1017 BT',
        city: 'Amsterdam',
        country: 'NL',
        kvk: '81493762',
        vat_number: 'DE319752641',
      },
      site: { name: 'Amoretto', domain: 'amoretto.nl' },
      package: { tier: 'p1', credits: 100 },
      method: 'ideal',
      currency: 'EUR',
      amount_cents: 1995,
      tax: { kind: 'vat', country: 'DE', percent: 19, net_cents: 1676, tax_cents: 319 },
      refunded_cents: 0,
      status: 'paid',
    });
  });

  it('names the home (NL) VAT number where the company has none in the member’s country', () => {
    expect(buildReceipt(facts({}, 'IT'))!.company.vat_number).toBe('NL814937627B01');
    expect(buildReceipt(facts({}, 'IT'))!.tax).toMatchObject({ percent: 22 });
    expect(companyVatNumber({ country: 'NL', vat_numbers: {} }, 'IT')).toBeNull();
  });

  it('has no tax line in the US', () => {
    expect(buildReceipt(facts({ currency: 'USD' }, 'US'))!.tax).toBeNull();
  });

  it('exists only for a purchase that was paid, and stays after a refund or chargeback', () => {
    expect(buildReceipt(facts({ status: 'open', paid_at: null }))).toBeNull();
    expect(buildReceipt(facts({ status: 'failed', paid_at: null }))).toBeNull();
    expect(buildReceipt(facts({ status: 'refunded', refunded_cents: 1995 }))!.refunded_cents).toBe(1995);
    expect(buildReceipt(facts({ status: 'charged_back' }))).not.toBeNull();
  });

  it('numbers receipts with eight digits', () => {
    expect(receiptNumber(7)).toBe('00000007');
    expect(receiptNumber(123_456_789)).toBe('123456789');
  });
});
