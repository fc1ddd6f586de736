/** `typing: true` is repeated at most this often while keys are pressed. */
export const TYPING_REPEAT_MS = 3_000;
/** No key for this long: the member stopped typing. */
export const TYPING_IDLE_MS = 5_000;

export interface TypingClock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realClock: TypingClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Turns keystrokes into the few typing events the gateway wants: `true` on the first key
 * and then at most every 3 s, `false` once on stop (send, blur) or after 5 s without a key.
 */
export class TypingThrottle {
  private lastTrue = 0;
  private idle: unknown = null;

  constructor(
    private readonly emit: (typing: boolean) => void,
    private readonly clock: TypingClock = realClock,
  ) {}

  typed(): void {
    const now = this.clock.now();
    if (this.lastTrue === 0 || now - this.lastTrue >= TYPING_REPEAT_MS) {
      this.lastTrue = now;
      this.emit(true);
    }
    if (this.idle !== null) this.clock.clearTimeout(this.idle);
    this.idle = this.clock.setTimeout(() => this.stopped(), TYPING_IDLE_MS);
  }

  stopped(): void {
    if (this.idle !== null) this.clock.clearTimeout(this.idle);
    this.idle = null;
    if (this.lastTrue === 0) return;
    this.lastTrue = 0;
    this.emit(false);
  }
}
