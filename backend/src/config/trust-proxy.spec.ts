import { trustProxySetting } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts nobody when empty or zero', () => {
    expect(trustProxySetting('')).toBe(false);
    expect(trustProxySetting('  ')).toBe(false);
    expect(trustProxySetting('0')).toBe(false);
  });

  it('reads a number as proxy hops', () => {
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting(' 2 ')).toBe(2);
  });

  it('reads anything else as a list of addresses', () => {
    expect(trustProxySetting('127.0.0.1, 172.28.57.0/24,')).toEqual(['127.0.0.1', '172.28.57.0/24']);
  });
});
