import { SendRateCounter } from './send-rate-counter';

describe('SendRateCounter', () => {
  it('allows each member the limit per window and says how long the refused wait', () => {
    let now = 1_000;
    const counter = new SendRateCounter({ limit: 3, windowMs: 10_000 }, () => now);
    expect([counter.take(1), counter.take(1), counter.take(1)]).toEqual([0, 0, 0]);
    now = 4_000;
    expect(counter.take(1)).toBe(7_000);
    // Another member has a window of their own.
    expect(counter.take(2)).toBe(0);
    now = 11_000;
    expect(counter.take(1)).toBe(0);
  });

  it('forgets ended windows once many members have sent', () => {
    let now = 0;
    const counter = new SendRateCounter({ limit: 3, windowMs: 100 }, () => now, 4);
    for (const id of [1, 2, 3]) counter.take(id);
    now = 200;
    counter.take(4);
    expect(counter.size).toBe(1);
  });
});
