import { CLIENT_HEADER } from '@amoretto/shared';
import { isOwnClientRequest, lockMinutes } from './throttle-rules';

describe('lockMinutes', () => {
  it.each([
    [1, 1],
    [59_999, 1],
    [60_000, 1],
    [60_001, 2],
    [900_000, 15],
  ])('%d ms left → %d minutes', (ms, minutes) => expect(lockMinutes(ms)).toBe(minutes));
});

describe('isOwnClientRequest', () => {
  it('accepts a same-origin request and the client header where the browser sends no Sec-Fetch-Site', () => {
    expect(isOwnClientRequest({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(isOwnClientRequest({ 'sec-fetch-site': 'same-origin', [CLIENT_HEADER]: 'web' })).toBe(true);
    expect(isOwnClientRequest({ [CLIENT_HEADER]: 'web' })).toBe(true);
  });

  it('refuses navigations and requests from other sites, and bare requests', () => {
    expect(isOwnClientRequest({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(isOwnClientRequest({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(isOwnClientRequest({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(isOwnClientRequest({ 'sec-fetch-site': 'cross-site', [CLIENT_HEADER]: 'web' })).toBe(false);
    expect(isOwnClientRequest({})).toBe(false);
    expect(isOwnClientRequest({ [CLIENT_HEADER]: '' })).toBe(false);
  });
});
