import { BADGE_CAP, USER_REFRESH_MS, USER_REFRESH_PUSH_MS } from '@amoretto/shared';
import { badgeText, latestCount, refreshIntervalMs, titlePrefix } from './counter-rules';

describe('badgeText', () => {
  it('shows nothing for zero, negative or non-numbers', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });

  it('shows the number up to the cap and "99+" above it', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(BADGE_CAP)).toBe('99');
    expect(badgeText(BADGE_CAP + 1)).toBe('99+');
    expect(badgeText(5000)).toBe('99+');
  });
});

describe('titlePrefix', () => {
  it('is empty when there is nothing new', () => {
    expect(titlePrefix(0)).toBe('');
  });

  it('puts the uncapped count in parentheses', () => {
    expect(titlePrefix(3)).toBe('(3) ');
    expect(titlePrefix(150)).toBe('(150) ');
  });
});

describe('refreshIntervalMs', () => {
  it('refreshes every minute without push and every five minutes with it', () => {
    expect(refreshIntervalMs(false)).toBe(USER_REFRESH_MS);
    expect(refreshIntervalMs(true)).toBe(USER_REFRESH_PUSH_MS);
    expect(USER_REFRESH_MS).toBe(60_000);
    expect(USER_REFRESH_PUSH_MS).toBe(300_000);
  });
});

describe('latestCount', () => {
  it('uses whichever source is newer', () => {
    expect(latestCount({ value: 2, at: 100 }, { value: 5, at: 200 })).toBe(5);
    expect(latestCount({ value: 2, at: 300 }, { value: 5, at: 200 })).toBe(2);
  });

  it('falls back to the one source there is, else zero', () => {
    expect(latestCount(null, { value: 4, at: 1 })).toBe(4);
    expect(latestCount({ value: 7, at: 1 }, null)).toBe(7);
    expect(latestCount(null, null)).toBe(0);
  });
});
