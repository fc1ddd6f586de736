import { signupsOpen } from './signups-open';

describe('signupsOpen', () => {
  it('is open for everyone with "all"', () => {
    expect(signupsOpen('all')).toBe(true);
    expect(signupsOpen('all', 'n')).toBe(true);
  });

  it('needs a network, from the request or recorded earlier, with "with_trafficsource"', () => {
    expect(signupsOpen('with_trafficsource')).toBe(false);
    expect(signupsOpen('with_trafficsource', undefined)).toBe(false);
    expect(signupsOpen('with_trafficsource', null, null)).toBe(false);
    expect(signupsOpen('with_trafficsource', '  ', '')).toBe(false);
    expect(signupsOpen('with_trafficsource', 'net1')).toBe(true);
    expect(signupsOpen('with_trafficsource', null, 'net1')).toBe(true);
  });

  it('is closed for any other mode, network or not', () => {
    expect(signupsOpen('none')).toBe(false);
    expect(signupsOpen('none', 'n', 'n')).toBe(false);
  });
});
