import {
  chargedCents,
  isRefundable,
  memberOrigin,
  methodsFor,
  needsCustomer,
  offeredMethods,
  packageView,
  returnUrl,
  sequenceTypeFor,
} from './payment-rules';

describe('payment rules', () => {
  it("offers the methods of the member's country, none for a country the product does not serve", () => {
    expect(methodsFor('NL')).toContain('ideal');
    expect(methodsFor('DE')).not.toContain('ideal');
    expect(methodsFor('PL')).toEqual(expect.arrayContaining(['blik', 'prezelewy24']));
    expect(methodsFor('XX')).toEqual([]);
  });

  it('offers direct debit only with an SMS sender, and only what the provider has enabled when it says', () => {
    expect(offeredMethods('NL', { smsSender: true, enabled: null })).toEqual(methodsFor('NL'));
    expect(offeredMethods('NL', { smsSender: false, enabled: null })).toEqual(methodsFor('NL').filter((m) => m !== 'directdebit'));
    expect(offeredMethods('NL', { smsSender: true, enabled: ['directdebit', 'ideal', 'blik'] })).toEqual(['ideal', 'directdebit']);
    expect(offeredMethods('NL', { smsSender: false, enabled: ['directdebit', 'ideal'] })).toEqual(['ideal']);
    expect(offeredMethods('XX', { smsSender: true, enabled: null })).toEqual([]);
  });

  it("needs the member's customer at the provider for an order that leaves a mandate there", () => {
    expect(needsCustomer({ sequence_type: 'first', method: 'creditcard' })).toBe(true);
    expect(needsCustomer({ sequence_type: 'oneoff', method: 'directdebit' })).toBe(true);
    expect(needsCustomer({ sequence_type: 'oneoff', method: 'ideal' })).toBe(false);
    expect(needsCustomer({ sequence_type: 'recurring', method: 'creditcard' })).toBe(false);
  });

  it('keeps a card for repeat orders unless the caller says otherwise', () => {
    expect(sequenceTypeFor('creditcard', undefined)).toBe('first');
    expect(sequenceTypeFor('ideal', undefined)).toBe('oneoff');
    expect(sequenceTypeFor('creditcard', 'recurring')).toBe('recurring');
  });

  it('charges the discounted price, rounded to the cent, and the list price without a discount', () => {
    expect(chargedCents(1999, null)).toBe(1999);
    expect(chargedCents(1999, { percentage: 25 })).toBe(1499);
    expect(chargedCents(1000, { percentage: 100 })).toBe(0);
  });

  it('shows a package with what is charged and the price per credit of that', () => {
    const pkg = { id: 3, tier: 'p1' as const, credits: 100, price_cents: 2000, currency: 'EUR', popular: true };
    expect(packageView(pkg, { percentage: 25 })).toEqual({
      id: 3,
      tier: 'p1',
      credits: 100,
      currency: 'EUR',
      price_cents: 2000,
      amount_cents: 1500,
      price_per_credit_cents: 15,
      popular: true,
    });
    expect(packageView(pkg, null).amount_cents).toBe(2000);
  });

  describe('refundable', () => {
    const paidAt = new Date('2026-01-01T12:00:00Z');
    const paid = { status: 'paid' as const, credits: 100, reversed_credits: 0, paid_at: paidAt };
    const after = (days: number) => new Date(paidAt.getTime() + days * 86_400_000);

    it('within refund_days of the payment while credits of it are left to take back', () => {
      expect(isRefundable(paid, 14, after(13.9))).toBe(true);
      expect(isRefundable(paid, 14, after(14))).toBe(true);
      expect(isRefundable(paid, 14, after(14.01))).toBe(false);
      expect(isRefundable({ ...paid, reversed_credits: 100 }, 14, after(1))).toBe(false);
      expect(isRefundable({ ...paid, reversed_credits: 40 }, 14, after(1))).toBe(true);
    });

    it('never for a payment that is not paid', () => {
      for (const status of ['open', 'pending', 'failed', 'refunded', 'charged_back'] as const) {
        expect(isRefundable({ ...paid, status }, 14, after(1))).toBe(false);
      }
      expect(isRefundable({ ...paid, paid_at: null }, 14, after(1))).toBe(false);
    });
  });

  describe('the origin the member returns to', () => {
    const hosts = ['amoretto.nl', 'nl.localhost'];
    const fallback = 'https://amoretto.nl';

    it("is the host the member is on when it is one of their site's hosts, with the public scheme", () => {
      expect(memberOrigin('nl.localhost:3000', hosts, 'http://localhost:3000', fallback)).toBe('http://nl.localhost:3000');
      expect(memberOrigin('www.amoretto.nl', hosts, 'https://amoretto.it', fallback)).toBe('https://www.amoretto.nl');
    });

    it('is the mail-link origin for any other host, or a host that is not a host name', () => {
      expect(memberOrigin('evil.example', hosts, 'http://localhost:3000', fallback)).toBe(fallback);
      expect(memberOrigin('amoretto.de', hosts, 'http://localhost:3000', fallback)).toBe(fallback);
      expect(memberOrigin('amoretto.nl/@evil', hosts, 'http://localhost:3000', fallback)).toBe(fallback);
      expect(memberOrigin(undefined, hosts, 'http://localhost:3000', fallback)).toBe(fallback);
    });

    it("leads to the payment's page", () => {
      expect(returnUrl('https://amoretto.nl', 42)).toBe('https://amoretto.nl/transactions/42?return=1');
    });
  });
});
