import { parsePaymentId, parseTransactionSearch } from './transaction-search';

describe('parsePaymentId', () => {
  it('reads a canonical positive id', () => {
    expect(parsePaymentId('42')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const raw of ['0', '042', '-1', '1.5', 'abc', '', '99999999999']) expect(parsePaymentId(raw)).toBeNull();
  });
});

describe('parseTransactionSearch', () => {
  it('reads the arrival from the provider and the repeated order', () => {
    expect(parseTransactionSearch({ return: 1, repeat_of: 7 })).toEqual({ return: 1, repeat_of: 7 });
    expect(parseTransactionSearch({ return: '1', repeat_of: '7' })).toEqual({ return: 1, repeat_of: 7 });
  });

  it('drops what it does not know', () => {
    expect(parseTransactionSearch({ return: 'yes', repeat_of: 'x', other: 1 })).toEqual({});
    expect(parseTransactionSearch({})).toEqual({});
  });
});
