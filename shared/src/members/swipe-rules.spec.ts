import { swipeBlock, swipeCountdown, swipeDayKey, swipeLikesLeft, swipeResetAt, swipeTimeZone } from './swipe-rules';

describe('swipe game rules', () => {
  it('takes the time zone from the region where a country spans several, else from the country', () => {
    expect(swipeTimeZone('NL', 'NL-UT')).toBe('Europe/Amsterdam');
    expect(swipeTimeZone('US', 'US-CA')).toBe('America/Los_Angeles');
    expect(swipeTimeZone('US', null)).toBe('America/New_York');
    expect(swipeTimeZone('AU', 'AU-WA')).toBe('Australia/Perth');
    expect(swipeTimeZone('ES', 'ES-TF')).toBe('Atlantic/Canary');
    expect(swipeTimeZone('XX', null)).toBe('UTC');
  });

  it('counts the day in the member time zone, not in UTC', () => {
    const lateEvening = new Date('2026-11-26T23:30:00Z');
    expect(swipeDayKey(lateEvening, 'UTC')).toBe('2026-11-26');
    expect(swipeDayKey(lateEvening, 'Europe/Amsterdam')).toBe('2026-11-27');
    expect(swipeDayKey(lateEvening, 'America/Los_Angeles')).toBe('2026-11-26');
    expect(swipeDayKey(new Date('2026-11-26T10:00:00Z'), 'Pacific/Auckland')).toBe('2026-11-26');
    expect(swipeDayKey(new Date('2026-11-26T12:00:00Z'), 'Pacific/Auckland')).toBe('2026-11-27');
  });

  it('resets at the next local midnight', () => {
    expect(swipeResetAt(new Date('2026-11-26T10:15:00Z'), 'Europe/Amsterdam').toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(swipeResetAt(new Date('2026-11-26T23:30:00Z'), 'Europe/Amsterdam').toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(swipeResetAt(new Date('2026-07-01T12:00:00Z'), 'Europe/Amsterdam').toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(swipeResetAt(new Date('2026-11-26T10:15:00Z'), 'America/New_York').toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(swipeResetAt(new Date('2026-11-26T10:15:00Z'), 'UTC').toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });

  it('finds the midnight after a clock change on the same day', () => {
    // Summer time ends in the Netherlands on 25 October 2026 at 03:00 local: that night is 25 hours long.
    expect(swipeResetAt(new Date('2026-10-25T01:30:00Z'), 'Europe/Amsterdam').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    // Summer time starts on 29 March 2026: the next midnight is already on summer time.
    expect(swipeResetAt(new Date('2026-03-29T00:30:00Z'), 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('the day key of the reset instant is the next day', () => {
    const now = new Date('2026-11-26T18:00:00Z');
    for (const zone of ['Europe/Amsterdam', 'America/Los_Angeles', 'Pacific/Auckland', 'Australia/Adelaide']) {
      const reset = swipeResetAt(now, zone);
      expect(swipeDayKey(new Date(reset.getTime() - 1000), zone)).toBe(swipeDayKey(now, zone));
      expect(swipeDayKey(reset, zone)).not.toBe(swipeDayKey(now, zone));
    }
  });

  it('leaves what the daily allowance has left, never less than none', () => {
    expect(swipeLikesLeft(0, 4)).toBe(4);
    expect(swipeLikesLeft(3, 4)).toBe(1);
    expect(swipeLikesLeft(4, 4)).toBe(0);
    expect(swipeLikesLeft(6, 4)).toBe(0);
    expect(swipeLikesLeft(0, 0)).toBe(0);
  });

  it('stops on used-up likes before an empty pile', () => {
    expect(swipeBlock(0, true)).toBe('likes');
    expect(swipeBlock(0, false)).toBe('likes');
    expect(swipeBlock(2, false)).toBe('cards');
    expect(swipeBlock(2, true)).toBeNull();
  });

  it('shows the countdown as two-digit hours, minutes and seconds', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(swipeCountdown(now, now + (5 * 3600 + 7 * 60 + 9) * 1000)).toEqual({ hours: '05', minutes: '07', seconds: '09' });
    expect(swipeCountdown(now, now + 999)).toEqual({ hours: '00', minutes: '00', seconds: '00' });
    expect(swipeCountdown(now, now - 5000)).toEqual({ hours: '00', minutes: '00', seconds: '00' });
  });
});
