import { keyForAttempt, keyOutlivesFailure, methodTarget, type Order } from './start-payment-rules';

const order: Order = { packageId: 3, method: 'ideal', code: null };

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('keyForAttempt', () => {
  it('keeps the key when the same order is tried again', () => {
    const fresh = keys();
    const first = keyForAttempt(null, order, fresh);
    expect(first.key).toBe('key-1');
    expect(keyForAttempt(first, order, fresh).key).toBe('key-1');
    expect(keyForAttempt(first, { ...order }, fresh).key).toBe('key-1');
  });

  it('makes a new key for another package, method or discount code', () => {
    const fresh = keys();
    const first = keyForAttempt(null, order, fresh);
    expect(keyForAttempt(first, { ...order, packageId: 4 }, fresh).key).toBe('key-2');
    expect(keyForAttempt(first, { ...order, method: 'paypal' }, fresh).key).toBe('key-3');
    expect(keyForAttempt(first, { ...order, code: 'SPRING10' }, fresh).key).toBe('key-4');
  });

  it('makes a new key once the held one was forgotten after a started payment', () => {
    const fresh = keys();
    keyForAttempt(null, order, fresh);
    expect(keyForAttempt(null, order, fresh).key).toBe('key-2');
  });
});

describe('keyOutlivesFailure', () => {
  it('keeps the key when the start may have reached the server unanswered', () => {
    for (const status of [0, 500, 502, 504]) expect([status, keyOutlivesFailure(status)]).toEqual([status, true]);
  });

  it('drops it after an answer: a refusal, a missing package, the provider down', () => {
    for (const status of [400, 403, 404, 409, 422, 429, 503]) expect([status, keyOutlivesFailure(status)]).toEqual([status, false]);
  });
});

describe('methodTarget', () => {
  it('sends direct debit to its form with the package and the code', () => {
    expect(methodTarget({ packageId: 3, method: 'directdebit', code: null })).toEqual({
      kind: 'directdebit',
      href: '/directdebit?package=3',
    });
    expect(methodTarget({ packageId: 3, method: 'directdebit', code: 'SPRING 10' })).toEqual({
      kind: 'directdebit',
      href: '/directdebit?package=3&code=SPRING+10',
    });
  });

  it('sends every other method to the pay page of the package, the code along', () => {
    expect(methodTarget({ packageId: 3, method: 'ideal', code: 'SPRING10' })).toEqual({
      kind: 'pay',
      params: { id: 3, paymentmethod: 'ideal' },
      search: { code: 'SPRING10' },
    });
    expect(methodTarget({ packageId: 3, method: 'paypal', code: null })).toEqual({
      kind: 'pay',
      params: { id: 3, paymentmethod: 'paypal' },
      search: {},
    });
  });
});
