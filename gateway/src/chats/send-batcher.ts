/** Most sends in one database call; the rest wait for the next. */
export const MAX_SEND_BATCH = 100;

interface Waiting<S, R> {
  item: S;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface SendBatcherOptions<S> {
  /** Batches that may be in the database at once; each lane runs one at a time. */
  lanes: number;
  /** The lane of an item: items that must stay in order share a lane. */
  laneOf: (item: S) => number;
  /** Within a batch, items run sorted by this key (a stable sort: equal keys keep their order). */
  orderKey: (item: S) => number;
  /**
   * Least time between the starts of two batches in one lane. A send that finds its lane
   * idle for longer runs at once; under load a lane's sends gather for this long.
   */
  minIntervalMs?: number;
}

type Lane<S, R> = { queue: Array<Waiting<S, R>>; running: boolean; lastStart: number };

/**
 * Collects sends and runs them in batches: what arrives while a lane's batch is in the
 * database goes into its next one, so batches grow with load and a lone send waits for
 * nothing but its own call. When a batch fails (one bad message, or a deadlock with
 * another writer; either way nothing was written), each of its sends runs again on its
 * own, so one failure answers only its own send.
 */
export class SendBatcher<S, R> {
  private readonly lanes: Array<Lane<S, R>>;

  constructor(
    private readonly run: (items: S[]) => Promise<R[]>,
    private readonly options: SendBatcherOptions<S>,
  ) {
    this.lanes = Array.from({ length: options.lanes }, () => ({ queue: [], running: false, lastStart: -Infinity }));
  }

  submit(item: S): Promise<R> {
    const lane = this.lanes[Math.abs(this.options.laneOf(item)) % this.lanes.length];
    return new Promise<R>((resolve, reject) => {
      lane.queue.push({ item, resolve, reject });
      if (!lane.running) {
        lane.running = true;
        // Whatever else arrives in this turn of the event loop (or, under load, until the
        // lane's interval is over: drain) joins the first batch.
        setImmediate(() => void this.drain(lane));
      }
    });
  }

  private async drain(lane: Lane<S, R>): Promise<void> {
    while (lane.queue.length > 0) {
      const wait = Math.ceil(lane.lastStart + (this.options.minIntervalMs ?? 0) - performance.now());
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lane.lastStart = performance.now();
      const batch = lane.queue.splice(0, MAX_SEND_BATCH);
      batch.sort((a, b) => this.options.orderKey(a.item) - this.options.orderKey(b.item));
      await this.settle(batch);
    }
    lane.running = false;
  }

  private async settle(batch: Array<Waiting<S, R>>): Promise<void> {
    let results: R[];
    try {
      results = await this.run(batch.map((w) => w.item));
      if (results.length !== batch.length) throw new Error(`send batch of ${batch.length} answered ${results.length} results`);
    } catch (error) {
      if (batch.length === 1) batch[0].reject(error);
      else for (const waiting of batch) await this.settle([waiting]);
      return;
    }
    batch.forEach((w, i) => w.resolve(results[i]));
  }
}
