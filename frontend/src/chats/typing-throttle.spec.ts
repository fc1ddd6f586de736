import { TYPING_IDLE_MS, TypingThrottle, type TypingClock } from './typing-throttle';

function fakeClock() {
  let now = 1_000_000;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  const clock: TypingClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(next, { at: now + ms, fn });
      return next++;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.fn();
      }
    }
  };
  return { clock, advance };
}

describe('typing throttle', () => {
  it('sends true on the first key and then at most every 3 s while typing', () => {
    const { clock, advance } = fakeClock();
    const sent: boolean[] = [];
    const throttle = new TypingThrottle((typing) => sent.push(typing), clock);
    throttle.typed();
    for (let i = 0; i < 10; i++) {
      advance(500);
      throttle.typed();
    }
    // 5 s of typing: true at 0 s and at 3 s.
    expect(sent).toEqual([true, true]);
  });

  it('sends false once on stop, and nothing on a stop without typing', () => {
    const { clock } = fakeClock();
    const sent: boolean[] = [];
    const throttle = new TypingThrottle((typing) => sent.push(typing), clock);
    throttle.stopped();
    expect(sent).toEqual([]);
    throttle.typed();
    throttle.stopped();
    throttle.stopped();
    expect(sent).toEqual([true, false]);
  });

  it('sends false after 5 s without a key, and true again on the next key', () => {
    const { clock, advance } = fakeClock();
    const sent: boolean[] = [];
    const throttle = new TypingThrottle((typing) => sent.push(typing), clock);
    throttle.typed();
    advance(TYPING_IDLE_MS - 1);
    expect(sent).toEqual([true]);
    advance(1);
    expect(sent).toEqual([true, false]);
    throttle.typed();
    expect(sent).toEqual([true, false, true]);
  });
});
