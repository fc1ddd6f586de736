import { parseTransactionSearch } from './transaction-search';

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
