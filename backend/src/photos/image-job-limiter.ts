/** Thrown when every running slot is taken and the waiting line is full. */
export class ImageJobsBusy extends Error {
  constructor() {
    super('image jobs busy');
  }
}

/**
 * Runs at most `maxRunning` jobs at once; up to `maxWaiting` more wait in arrival order, and
 * any beyond that are refused at once with ImageJobsBusy. Decoding a large photo takes a
 * working set of its own, so the number running bounds the memory image work can take; the
 * waiting line is bounded too, because every waiter holds its whole upload in memory.
 */
export class ImageJobLimiter {
  private active = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {
    if (!(maxRunning >= 1) || !(maxWaiting >= 0)) throw new Error('ImageJobLimiter needs maxRunning ≥ 1 and maxWaiting ≥ 0');
  }

  /** Jobs holding a slot now. */
  get running(): number {
    return this.active;
  }

  /** Jobs waiting for a slot now. */
  get waiting(): number {
    return this.line.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active < this.maxRunning) {
      this.active++;
    } else {
      if (this.line.length >= this.maxWaiting) throw new ImageJobsBusy();
      // The finishing job hands its slot over directly (active stays the same), so a job
      // arriving in between can never overtake the line.
      await new Promise<void>((resolve) => this.line.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.active--;
    }
  }
}
