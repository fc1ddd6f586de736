import { ApiError } from '../../api/api-error';
import { keepsKeyAfter, repeatKeyFor } from './repeat-order-rules';

describe('repeatKeyFor', () => {
  let n = 0;
  const fresh = () => `key-${++n}`;

  it('makes a key for a first click and keeps it for the same order', () => {
    const first = repeatKeyFor(null, 7, fresh);
    expect(first).toEqual({ paymentId: 7, key: 'key-1' });
    expect(repeatKeyFor(first, 7, fresh)).toBe(first);
  });

  it('makes a new key for another order', () => {
    const held = { paymentId: 7, key: 'old' };
    expect(repeatKeyFor(held, 8, fresh)).toEqual({ paymentId: 8, key: 'key-2' });
  });
});

describe('keepsKeyAfter', () => {
  it('keeps the key when the outcome is unknown', () => {
    expect(keepsKeyAfter(new ApiError(0, 'service_unavailable', 'x'))).toBe(true);
    expect(keepsKeyAfter(new ApiError(503, 'payment_provider_unavailable', 'x'))).toBe(true);
    expect(keepsKeyAfter(new Error('boom'))).toBe(true);
  });

  it('drops it after a refusal, so trying again is a new charge', () => {
    expect(keepsKeyAfter(new ApiError(402, 'recurring_payment_failed', 'x'))).toBe(false);
    expect(keepsKeyAfter(new ApiError(404, 'payment_not_found', 'x'))).toBe(false);
    expect(keepsKeyAfter(new ApiError(409, 'credit_debt_outstanding', 'x'))).toBe(false);
  });
});
