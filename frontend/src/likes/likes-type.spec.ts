import { isLikesType } from './likes-type';

describe('isLikesType', () => {
  it('accepts the three lists only', () => {
    expect(['received', 'sent', 'matches'].every(isLikesType)).toBe(true);
    expect(isLikesType('m')).toBe(false);
    expect(isLikesType('Received')).toBe(false);
    expect(isLikesType('')).toBe(false);
  });
});
