import { parseMemberId } from './member-id';

describe('parseMemberId', () => {
  it('accepts positive whole ids', () => {
    expect(parseMemberId('1')).toBe(1);
    expect(parseMemberId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '0', '-3', '07', '1.5', 'abc', '12abc', '2147483648', '99999999999']) expect(parseMemberId(bad)).toBeNull();
  });
});
