import { nulPaths } from './no-nul';

describe('nulPaths', () => {
  it('names every string and key with a NUL, at its path', () => {
    const value = { about_me: 'ok', city: 'Mi\u0000lano', interests: ['wine', 'hik\u0000ing'], nested: { 'a\u0000b': 'x', c: { d: '\u0000' } } };
    expect(nulPaths(value)).toEqual(['city', 'interests.1', 'nested.a\u0000b', 'nested.c.d']);
  });

  it('prefixes with the parameter name, and finds nothing in clean or non-text values', () => {
    expect(nulPaths('ab\u0000', 'token')).toEqual(['token']);
    expect(nulPaths({ a: 1, b: null, c: [true, 'ok'], d: new Date(0) })).toEqual([]);
  });
});
