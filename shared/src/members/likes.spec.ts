import { MAX_ID } from '../ids';
import { isLikesCursor } from './likes';

describe('isLikesCursor', () => {
  it('takes what the list hands out as next_cursor', () => {
    for (const good of ['2026-11-25T14:19:46.123456_42', '0001-01-01T00:00:00.000000_1', `2024-02-29T23:59:59.999999_${MAX_ID}`]) {
      expect([good, isLikesCursor(good)]).toEqual([good, true]);
    }
  });

  it('refuses times and ids the database cannot read', () => {
    for (const bad of [
      '2024-13-45T99:99:99.000000_5',
      '2023-02-29T00:00:00.000000_5',
      '2024-01-01T24:00:00.000000_5',
      '0000-01-01T00:00:00.000000_5',
      '2024-01-01T00:00:00.000000_2147483648',
      '2024-01-01T00:00:00.000000_0',
      '2024-01-01T00:00:00_5',
      42,
    ]) {
      expect([bad, isLikesCursor(bad)]).toEqual([bad, false]);
    }
  });
});
