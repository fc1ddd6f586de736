import { cursorFor, forgetCursors, rememberCursor } from './search-cursors';
import { filtersKey, parseSearchParams } from './search-params';
import { pageWindow } from './search-pagination';

describe('parseSearchParams', () => {
  it('keeps valid filters and numbers from the URL', () => {
    expect(
      parseSearchParams({ gender: 'male', country: 'DE', region: 'DE-BY', age: 'range', min_age: '25', max_age: 40, page: '3' }),
    ).toEqual({
      gender: 'male',
      country: 'DE',
      region: 'DE-BY',
      age: 'range',
      min_age: 25,
      max_age: 40,
      page: 3,
    });
  });

  it('drops unknown values instead of failing the page', () => {
    expect(
      parseSearchParams({ gender: 'robot', country: 'JP', region: '<script>', age: 'young', min_age: '12', page: '0', extra: 'x' }),
    ).toEqual({});
    expect(parseSearchParams({ page: 1 })).toEqual({});
  });
});

describe('search cursors', () => {
  beforeEach(() => forgetCursors());

  it('belong to one filter set, whatever the page or key order', () => {
    rememberCursor({ country: 'IT', gender: 'female', page: 1 }, 2, 'kabc');
    expect(cursorFor({ gender: 'female', country: 'IT', page: 2 }, 2)).toBe('kabc');
    expect(cursorFor({ gender: 'male', country: 'IT' }, 2)).toBeUndefined();
    expect(cursorFor({ gender: 'female', country: 'IT' }, 1)).toBeUndefined();
    expect(filtersKey({ country: 'IT', page: 4 })).toBe(filtersKey({ country: 'IT' }));
  });
});

describe('pageWindow', () => {
  it('shows two pages either side, clipped to the ends', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
