import { ImageJobLimiter, ImageJobsBusy } from './image-job-limiter';

/** A job that runs until the test opens its gate; records when it started. */
function gatedJobs(limiter: ImageJobLimiter, count: number) {
  const started: number[] = [];
  const gates: Array<() => void> = [];
  let now = 0;
  let peak = 0;
  const results = Array.from({ length: count }, (_, i) =>
    limiter.run(async () => {
      started.push(i);
      now++;
      peak = Math.max(peak, now);
      await new Promise<void>((open) => (gates[i] = open));
      now--;
      return i;
    }),
  );
  return { started, gates, results, running: () => now, peak: () => peak };
}

/** Lets every already-resolved promise continuation run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ImageJobLimiter', () => {
  it('runs at most maxRunning jobs at once and starts waiters in arrival order', async () => {
    const limiter = new ImageJobLimiter(2, 8);
    const jobs = gatedJobs(limiter, 10);
    await settle();
    expect(jobs.started).toEqual([0, 1]);
    expect({ running: limiter.running, waiting: limiter.waiting }).toEqual({ running: 2, waiting: 8 });

    for (let finished = 0; finished < 10; finished++) {
      jobs.gates[jobs.started[finished]!]!();
      await settle();
      expect(jobs.running()).toBeLessThanOrEqual(2);
    }
    await expect(Promise.all(jobs.results)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(jobs.started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(jobs.peak()).toBe(2);
    expect({ running: limiter.running, waiting: limiter.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job at once when the running slots and the waiting line are full', async () => {
    const limiter = new ImageJobLimiter(1, 2);
    const jobs = gatedJobs(limiter, 3);
    await settle();
    let ran = false;
    await expect(limiter.run(async () => (ran = true))).rejects.toBeInstanceOf(ImageJobsBusy);
    expect(ran).toBe(false);
    expect(limiter.waiting).toBe(2);
    // Once one finishes there is room again.
    jobs.gates[0]!();
    await settle();
    const late = limiter.run(async () => 'late');
    jobs.gates[1]!();
    await settle();
    jobs.gates[2]!();
    await expect(late).resolves.toBe('late');
    await expect(Promise.all(jobs.results)).resolves.toEqual([0, 1, 2]);
  });

  it('frees the slot when a job fails, and passes the failure on', async () => {
    const limiter = new ImageJobLimiter(1, 1);
    await expect(limiter.run(() => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(limiter.running).toBe(0);
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });
});
