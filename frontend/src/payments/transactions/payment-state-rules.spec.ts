import { PAYMENT_STATUSES, type PaymentStatus } from '@amoretto/shared';
import {
  creditsAdded,
  failureOffer,
  isAwaitingProvider,
  paymentViewState,
  pollDelayMs,
  POLL_FIRST_MS,
  POLL_MAX_MS,
  statusVariant,
} from './payment-state-rules';

const pkg = { id: 3, tier: 'p1' as const, credits: 100 };

describe('paymentViewState', () => {
  it.each<[PaymentStatus, string]>([
    ['open', 'pending'],
    ['pending', 'pending'],
    ['paid', 'completed'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
    ['expired', 'failed'],
    ['refunded', 'refunded'],
    ['charged_back', 'refunded'],
  ])('shows %s as %s', (status, state) => {
    expect(paymentViewState(status)).toBe(state);
  });

  it('keeps waiting for the provider only while the payment is open or pending', () => {
    expect(PAYMENT_STATUSES.filter(isAwaitingProvider)).toEqual(['open', 'pending']);
  });

  it('gives every status a badge colour', () => {
    expect(PAYMENT_STATUSES.map(statusVariant)).toEqual([
      'warning',
      'warning',
      'success',
      'danger',
      'danger',
      'danger',
      'secondary',
      'secondary',
    ]);
  });
});

describe('creditsAdded', () => {
  it('counts no credits before the payment is paid or after it failed', () => {
    for (const status of ['open', 'pending', 'failed', 'canceled', 'expired'] as const) {
      expect(creditsAdded({ status, package: pkg, reversed_credits: 0 })).toBeNull();
    }
  });

  it('counts the package credits once paid, less what a refund or chargeback took back', () => {
    expect(creditsAdded({ status: 'paid', package: pkg, reversed_credits: 0 })).toBe(100);
    expect(creditsAdded({ status: 'refunded', package: pkg, reversed_credits: 60 })).toBe(40);
    expect(creditsAdded({ status: 'charged_back', package: pkg, reversed_credits: 100 })).toBe(0);
    expect(creditsAdded({ status: 'charged_back', package: pkg, reversed_credits: 130 })).toBe(0);
  });
});

describe('pollDelayMs', () => {
  it('starts after 3 s and slows down by half each time', () => {
    expect([0, 1, 2, 3].map(pollDelayMs)).toEqual([POLL_FIRST_MS, 4_500, 6_750, 10_125]);
  });

  it('never polls more often than the first time nor less often than every 30 s', () => {
    for (const polls of [-5, Number.NaN, 0, 1, 10, 100, 10_000, Number.POSITIVE_INFINITY]) {
      const delay = pollDelayMs(polls);
      expect(delay).toBeGreaterThanOrEqual(POLL_FIRST_MS);
      expect(delay).toBeLessThanOrEqual(POLL_MAX_MS);
    }
    expect(pollDelayMs(50)).toBe(POLL_MAX_MS);
  });
});

describe('failureOffer', () => {
  it('offers nothing while the payment is under way, paid or refunded', () => {
    for (const status of ['open', 'pending', 'paid', 'refunded', 'charged_back'] as const) {
      expect(failureOffer({ status, failure: null })).toBeNull();
    }
  });

  it('offers another method after a failed, cancelled or expired payment', () => {
    for (const status of ['failed', 'canceled', 'expired'] as const) {
      expect(failureOffer({ status, failure: 'payment_failed' })).toBe('another_method');
      // A server that named no failure still gets the offer of another method.
      expect(failureOffer({ status, failure: null })).toBe('another_method');
    }
  });

  it('offers retry, the card by hand or a payment service when a stored card could not be charged', () => {
    expect(failureOffer({ status: 'failed', failure: 'recurring_payment_failed' })).toBe('recurring_card');
  });
});
