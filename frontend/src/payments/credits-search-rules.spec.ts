import { cleanDiscountCode, parseCreditsSearch, parsePaySearch } from './credits-search-rules';

describe('parseCreditsSearch', () => {
  it('keeps a package id and a typed code', () => {
    expect(parseCreditsSearch({ package: '12', code: ' SPRING10 ' })).toEqual({ package: 12, code: 'SPRING10' });
    expect(parseCreditsSearch({ package: 12 })).toEqual({ package: 12 });
  });

  it('drops what cannot be a package or a code', () => {
    expect(parseCreditsSearch({ package: 'p1', code: '   ' })).toEqual({});
    expect(parseCreditsSearch({ package: '-1', code: 'x'.repeat(65), other: 'y' })).toEqual({});
  });
});

describe('cleanDiscountCode', () => {
  it('trims and refuses empty and overlong text', () => {
    expect(cleanDiscountCode('  WELCOME25 ')).toBe('WELCOME25');
    expect(cleanDiscountCode('')).toBeUndefined();
    expect(cleanDiscountCode(25)).toBeUndefined();
    expect(cleanDiscountCode('x'.repeat(64))).toHaveLength(64);
  });
});

describe('parsePaySearch', () => {
  it('keeps only the code', () => {
    expect(parsePaySearch({ code: 'SPRING10', package: '3' })).toEqual({ code: 'SPRING10' });
    expect(parsePaySearch({})).toEqual({});
  });
});
