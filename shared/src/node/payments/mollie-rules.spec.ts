import { MAX_ID } from '../../ids';
import { PAYMENT_METHODS } from '../../vocabularies';
import {
  centsOf,
  mandateLabel,
  mandateMethodOf,
  mollieAmount,
  mollieDescription,
  mollieLocaleOf,
  mollieMethodOf,
  orderIdOf,
  productMethodsFor,
  productStatusOf,
  sepaMandateReference,
  sepaSignatureDate,
  webhookPaymentId,
  withoutAccountNumbers,
} from './mollie-rules';

describe('Mollie translations', () => {
  it('maps every product method to the method Mollie really has', () => {
    expect(mollieMethodOf('prezelewy24')).toBe('przelewy24');
    expect(mollieMethodOf('sct')).toBe('banktransfer');
    for (const card of ['visa', 'mastercard', 'maestro', 'creditcard', 'cartebancaire', 'postepay', 'nexi'] as const) {
      expect(mollieMethodOf(card)).toBe('creditcard');
    }
    for (const same of ['blik', 'ideal', 'bancontact', 'applepay', 'paysafecard', 'paypal', 'eps', 'directdebit'] as const) {
      expect(mollieMethodOf(same)).toBe(same);
    }
    // Gone from the market: refused rather than sent.
    expect(mollieMethodOf('giropay')).toBeNull();
    expect(mollieMethodOf('sofort')).toBeNull();
    expect(PAYMENT_METHODS.every((method) => mollieMethodOf(method) !== undefined)).toBe(true);
  });

  it("keeps the country's methods, in its order, that Mollie reports enabled", () => {
    expect(productMethodsFor('IT', ['creditcard', 'paypal', 'banktransfer'])).toEqual(['postepay', 'nexi', 'creditcard', 'paypal', 'sct']);
    expect(productMethodsFor('PL', ['blik', 'przelewy24', 'creditcard'])).toEqual(['blik', 'prezelewy24', 'creditcard']);
    expect(productMethodsFor('NL', ['ideal'])).toEqual(['ideal']);
    expect(productMethodsFor('GB', ['ideal', 'bancontact'])).toEqual([]);
  });

  it('offers direct debit when Mollie can charge a SEPA mandate (its recurring list), whatever the one-off list says', () => {
    expect(productMethodsFor('NL', ['ideal', 'directdebit'])).toEqual(['ideal']);
    expect(productMethodsFor('NL', ['ideal'], ['creditcard', 'directdebit'])).toEqual(['ideal', 'directdebit']);
    expect(productMethodsFor('NL', ['ideal', 'directdebit'], ['creditcard'])).toEqual(['ideal']);
  });

  it("a direct debit's mandate: signed the day it is confirmed, one reference per order within SEPA's characters", () => {
    expect(sepaSignatureDate(new Date('2031-03-04T23:30:00+01:00'))).toBe('2031-03-04');
    expect(sepaSignatureDate(new Date('2031-03-05T00:30:00+01:00'))).toBe('2031-03-04'); // UTC: never a day ahead
    expect(sepaMandateReference(1234567)).toBe('AMORETTO-1234567');
    expect(sepaMandateReference(MAX_ID)).toMatch(/^[A-Za-z0-9:?/+(),. -]{1,35}$/);
  });

  it('masks every IBAN in a text meant for the logs', () => {
    expect(withoutAccountNumbers('422 The consumer account NL91ABNA0417164300 is blocked')).toBe(
      '422 The consumer account NL** •••• 4300 is blocked',
    );
    expect(withoutAccountNumbers('iban: DE89 3704 0044 0532 0130 00.')).toBe('iban: DE** •••• 3000.');
    expect(withoutAccountNumbers('MT84MALT011000012345MTLCAST001S, NO9386011117947')).toBe('MT** •••• 001S, NO** •••• 7947');
    expect(withoutAccountNumbers('Mollie could not create a payment: 503 tr_AB12cdefghijklmn cst_NL12ABCD1234567')).toBe(
      'Mollie could not create a payment: 503 tr_AB12cdefghijklmn cst_NL12ABCD1234567',
    );
  });

  it("maps Mollie's statuses, and refuses one it does not know", () => {
    expect(['open', 'pending', 'authorized', 'paid', 'canceled', 'expired', 'failed'].map(productStatusOf)).toEqual([
      'open',
      'pending',
      'pending',
      'paid',
      'canceled',
      'expired',
      'failed',
    ]);
    expect(() => productStatusOf('refunded')).toThrow(/unknown payment status/);
  });

  it('writes and reads amounts as strings with two decimals, in whole cents', () => {
    expect(mollieAmount(1234, 'EUR')).toEqual({ currency: 'EUR', value: '12.34' });
    expect(mollieAmount(5, 'PLN')).toEqual({ currency: 'PLN', value: '0.05' });
    expect(mollieAmount(100_000, 'CHF')).toEqual({ currency: 'CHF', value: '1000.00' });
    expect(() => mollieAmount(12.5, 'EUR')).toThrow(RangeError);
    expect(centsOf({ currency: 'EUR', value: '12.34' })).toBe(1234);
    expect(centsOf({ currency: 'EUR', value: '0.10' })).toBe(10);
    expect(centsOf(undefined)).toBe(0);
    expect(() => centsOf({ currency: 'EUR', value: '12.3' })).toThrow(/cannot read/);
  });

  it('reads back the order id the product sent, and nothing else', () => {
    expect(orderIdOf({ order_id: 42 })).toBe(42);
    expect(orderIdOf({ order_id: '42' })).toBe(42);
    expect(orderIdOf({ order_id: '4x2' })).toBeNull();
    expect(orderIdOf({ order_id: -1 })).toBeNull();
    expect(orderIdOf(null)).toBeNull();
    expect(orderIdOf('42')).toBeNull();
  });

  it("names Mollie's locale for each product language", () => {
    expect(mollieLocaleOf('nl')).toBe('nl_NL');
    expect(mollieLocaleOf('en')).toBe('en_GB');
    expect(mollieLocaleOf('xx')).toBeUndefined();
  });

  it('reads the payment id of a webhook form, and refuses anything else', () => {
    expect(webhookPaymentId('id=tr_WDqYK6vllg')).toBe('tr_WDqYK6vllg');
    expect(webhookPaymentId('')).toBeNull();
    expect(webhookPaymentId('id=')).toBeNull();
    expect(webhookPaymentId('id=re_4qqhO89gsT')).toBeNull();
    expect(webhookPaymentId('id=tr_abc&id=tr_def')).toBeNull();
    expect(webhookPaymentId('id=tr_abc%27%20OR%201%3D1')).toBeNull();
    expect(webhookPaymentId('{"id":"tr_abc"}')).toBeNull();
  });

  it('labels a mandate by brand and last four, never the whole number', () => {
    expect(mandateLabel('creditcard', { cardLabel: 'Visa', cardNumber: '4242' })).toBe('Visa •••• 4242');
    expect(mandateLabel('creditcard', { cardLabel: null, cardNumber: '**** **** **** 1234' })).toBe('Card •••• 1234');
    expect(mandateLabel('directdebit', { consumerAccount: 'NL55 INGB 0000 0000 00' })).toBe('NL** •••• 0000');
    expect(mandateLabel('paypal', {})).toBe('PayPal');
    expect(mandateMethodOf('creditcard')).toBe('creditcard');
    expect(mandateMethodOf('directdebit')).toBe('directdebit');
    expect(mandateMethodOf('klarna')).toBeNull();
  });

  it("keeps descriptions within Mollie's 255 characters", () => {
    expect(mollieDescription('Amoretto 100 credits')).toBe('Amoretto 100 credits');
    expect(mollieDescription('x'.repeat(300))).toHaveLength(255);
  });
});
