import { countHit, SEND_RATE_LIMIT, SEND_RATE_WINDOW_MS, type HitWindow } from './send-rate';

describe('send rate', () => {
  it('allows the limit within one window and refuses the next, saying when to try again', () => {
    let window: HitWindow | undefined;
    for (let i = 0; i < SEND_RATE_LIMIT; i++) {
      const counted = countHit(window, 1_000 + i);
      expect(counted.allowed).toBe(true);
      window = counted.window;
    }
    const refused = countHit(window, 1_500);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(1_000 + SEND_RATE_WINDOW_MS - 1_500);
  });

  it('takes another limit and window', () => {
    const rate = { limit: 2, windowMs: 100 };
    const first = countHit(undefined, 0, rate);
    const second = countHit(first.window, 10, rate);
    expect([first.allowed, second.allowed, countHit(second.window, 20, rate).allowed]).toEqual([true, true, false]);
    expect(countHit(second.window, 100, rate).allowed).toBe(true);
  });

  it('starts a new window once the old one is over', () => {
    const full: HitWindow = { start: 0, count: SEND_RATE_LIMIT + 5 };
    expect(countHit(full, SEND_RATE_WINDOW_MS - 1).allowed).toBe(false);
    const fresh = countHit(full, SEND_RATE_WINDOW_MS);
    expect(fresh).toEqual({ window: { start: SEND_RATE_WINDOW_MS, count: 1 }, allowed: true, retryAfterMs: 0 });
  });
});
