import { MAX_SEND_BATCH, SendBatcher } from './send-batcher';

interface Item {
  id: string;
  lane: number;
  /** Sort key within a batch. */
  key: number;
}

interface Call {
  ids: string[];
  resolve: (results: string[]) => void;
  reject: (error: unknown) => void;
}

/** A batcher whose database calls the test answers by hand, in any order it likes. */
function harness(lanes = 2, minIntervalMs?: number) {
  const calls: Call[] = [];
  const batcher = new SendBatcher<Item, string>(
    (items) =>
      new Promise<string[]>((resolve, reject) => {
        calls.push({ ids: items.map((i) => i.id), resolve, reject });
      }),
    { lanes, laneOf: (item) => item.lane, orderKey: (item) => item.key, minIntervalMs },
  );
  const submit = (id: string, lane = 0, key = 0) => batcher.submit({ id, lane, key });
  /** Answers a call with one result per item, in the order the batch was given. */
  const answer = (call: Call | undefined) => {
    if (!call) throw new Error('no such call');
    call.resolve(call.ids.map((id) => `done:${id}`));
  };
  return { calls, submit, answer };
}

/** Lets setImmediate callbacks and the promise chains behind them run. */
async function settle(turns = 5): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Records how a submitted send ended, without an unhandled rejection in between. */
function track(promise: Promise<string>) {
  const state: { result?: string; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (result) => Object.assign(state, { result, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  );
  return state;
}

describe('SendBatcher', () => {
  it('puts the sends of one event-loop turn into one batch and answers each with its own result', async () => {
    const h = harness();
    const sent = [h.submit('a'), h.submit('b'), h.submit('c')];
    // Nothing runs synchronously: the batch waits for the rest of this turn.
    expect(h.calls).toHaveLength(0);
    await settle();
    expect(h.calls.map((c) => c.ids)).toEqual([['a', 'b', 'c']]);
    h.answer(h.calls[0]);
    await expect(Promise.all(sent)).resolves.toEqual(['done:a', 'done:b', 'done:c']);
  });

  it("holds sends that arrive while the lane's batch runs and sends them together in the next one", async () => {
    const h = harness();
    const first = h.submit('a');
    await settle();
    expect(h.calls.map((c) => c.ids)).toEqual([['a']]);

    const later = [h.submit('b')];
    await settle();
    later.push(h.submit('c'));
    await settle();
    // Different turns, but the lane is busy: no second call yet.
    expect(h.calls).toHaveLength(1);

    h.answer(h.calls[0]);
    await expect(first).resolves.toBe('done:a');
    await settle();
    expect(h.calls.map((c) => c.ids)).toEqual([['a'], ['b', 'c']]);
    h.answer(h.calls[1]);
    await expect(Promise.all(later)).resolves.toEqual(['done:b', 'done:c']);

    // The lane is idle again: the next send starts a batch of its own.
    const next = h.submit('d');
    await settle();
    expect(h.calls.map((c) => c.ids)).toEqual([['a'], ['b', 'c'], ['d']]);
    h.answer(h.calls[2]);
    await expect(next).resolves.toBe('done:d');
  });

  it('sorts a batch by orderKey, keeps arrival order among equal keys, and maps results back to the right sends', async () => {
    const h = harness();
    const keys: Array<[string, number]> = [
      ['x1', 3],
      ['y1', 1],
      ['z1', 2],
      ['y2', 1],
      ['x2', 3],
      ['y3', 1],
    ];
    const sent = keys.map(([id, key]) => h.submit(id, 0, key));
    await settle();
    expect(h.calls.map((c) => c.ids)).toEqual([['y1', 'y2', 'y3', 'z1', 'x1', 'x2']]);
    h.answer(h.calls[0]);
    await expect(Promise.all(sent)).resolves.toEqual(['done:x1', 'done:y1', 'done:z1', 'done:y2', 'done:x2', 'done:y3']);
  });

  it('keeps the arrival order of a lane when all keys are equal', async () => {
    const h = harness();
    const ids = Array.from({ length: 30 }, (_, i) => `m${i}`);
    const sent = ids.map((id) => h.submit(id, 0, 7));
    await settle();
    expect(h.calls.map((c) => c.ids)).toEqual([ids]);
    h.answer(h.calls[0]);
    await expect(Promise.all(sent)).resolves.toEqual(ids.map((id) => `done:${id}`));
  });

  it('runs the batches of different lanes at the same time, each lane one batch at a time', async () => {
    const h = harness(2);
    // Lanes are laneOf modulo the lane count, negative values included.
    const sent = [h.submit('even', 0), h.submit('odd', 1), h.submit('even2', 2), h.submit('odd2', -3)];
    await settle();
    expect(h.calls.map((c) => c.ids)).toEqual([
      ['even', 'even2'],
      ['odd', 'odd2'],
    ]);

    // Lane 1 answers first and takes its next batch while lane 0 is still waiting.
    const more = [h.submit('odd3', 1), h.submit('even3', 0)];
    h.answer(h.calls[1]);
    await settle();
    expect(h.calls.map((c) => c.ids)).toEqual([['even', 'even2'], ['odd', 'odd2'], ['odd3']]);
    h.answer(h.calls[2]);
    await expect(more[0]).resolves.toBe('done:odd3');

    h.answer(h.calls[0]);
    await settle();
    expect(h.calls.map((c) => c.ids)).toEqual([['even', 'even2'], ['odd', 'odd2'], ['odd3'], ['even3']]);
    h.answer(h.calls[3]);
    const all = ['even', 'odd', 'even2', 'odd2', 'odd3', 'even3'];
    await expect(Promise.all([...sent, ...more])).resolves.toEqual(all.map((id) => `done:${id}`));
  });

  it('runs each send of a failed batch on its own, so only the bad send fails', async () => {
    const h = harness();
    const [a, bad, c] = [track(h.submit('a')), track(h.submit('bad')), track(h.submit('c'))];
    await settle();
    h.calls[0]!.reject(new Error('invalid byte sequence'));
    await settle();
    // One at a time, in batch order.
    expect(h.calls.map((call) => call.ids)).toEqual([['a', 'bad', 'c'], ['a']]);
    h.answer(h.calls[1]);
    await settle();
    expect(h.calls.map((call) => call.ids)).toEqual([['a', 'bad', 'c'], ['a'], ['bad']]);
    const poison = new Error('invalid byte sequence');
    h.calls[2]!.reject(poison);
    await settle();
    h.answer(h.calls[3]);
    await settle();

    expect(h.calls.map((call) => call.ids)).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
    expect(a).toEqual({ result: 'done:a', done: true });
    expect(bad).toEqual({ error: poison, done: true });
    expect(c).toEqual({ result: 'done:c', done: true });
  });

  it('treats a batch that answers the wrong number of results as failed', async () => {
    const h = harness();
    const sent = [h.submit('a'), h.submit('b')];
    await settle();
    // One result for two sends: it cannot be known which send it belongs to.
    h.calls[0]!.resolve(['done:a']);
    await settle();
    h.answer(h.calls[1]);
    await settle();
    h.answer(h.calls[2]);
    expect(h.calls.map((c) => c.ids)).toEqual([['a', 'b'], ['a'], ['b']]);
    await expect(Promise.all(sent)).resolves.toEqual(['done:a', 'done:b']);

    const lone = track(h.submit('c'));
    await settle();
    h.calls[3]!.resolve([]);
    await settle();
    expect(lone.done).toBe(true);
    expect(lone.error).toEqual(new Error('send batch of 1 answered 0 results'));
    expect(h.calls).toHaveLength(4);
  });

  it(`sends at most ${MAX_SEND_BATCH} per batch and the rest in the following ones, in arrival order`, async () => {
    const h = harness();
    const count = 2 * MAX_SEND_BATCH + 50;
    const ids = Array.from({ length: count }, (_, i) => `m${i}`);
    const sent = ids.map((id) => h.submit(id));
    await settle();
    expect(h.calls.map((c) => c.ids)).toEqual([ids.slice(0, MAX_SEND_BATCH)]);
    h.answer(h.calls[0]);
    await settle();
    expect(h.calls.map((c) => c.ids.length)).toEqual([MAX_SEND_BATCH, MAX_SEND_BATCH]);
    expect(h.calls[1]!.ids).toEqual(ids.slice(MAX_SEND_BATCH, 2 * MAX_SEND_BATCH));
    h.answer(h.calls[1]);
    await settle();
    expect(h.calls[2]!.ids).toEqual(ids.slice(2 * MAX_SEND_BATCH));
    h.answer(h.calls[2]);
    await expect(Promise.all(sent)).resolves.toEqual(ids.map((id) => `done:${id}`));
  });

  describe('with a least interval between batches', () => {
    // Fake clock and timeouts; setImmediate stays real so settle() still lets a turn pass.
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }));
    afterEach(() => jest.useRealTimers());

    it('runs a send at once when its lane has been idle for longer than the interval', async () => {
      const h = harness(1, 10);
      const first = h.submit('a');
      await settle();
      expect(h.calls.map((c) => c.ids)).toEqual([['a']]);
      h.answer(h.calls[0]);
      await expect(first).resolves.toBe('done:a');

      jest.advanceTimersByTime(10);
      const second = h.submit('b');
      await settle();
      // No timer had to fire: the lane's interval was over.
      expect(h.calls.map((c) => c.ids)).toEqual([['a'], ['b']]);
      h.answer(h.calls[1]);
      await expect(second).resolves.toBe('done:b');
    });

    it('gathers the sends of a busy lane until the interval since its last batch is over', async () => {
      const h = harness(1, 10);
      const first = h.submit('a');
      await settle();
      jest.advanceTimersByTime(3);
      h.answer(h.calls[0]);
      await expect(first).resolves.toBe('done:a');

      // The lane's last batch started 3 ms ago: these wait 7 ms more, together.
      const later = [h.submit('b')];
      await settle();
      jest.advanceTimersByTime(4);
      later.push(h.submit('c'));
      await settle();
      expect(h.calls).toHaveLength(1);
      jest.advanceTimersByTime(2);
      await settle();
      expect(h.calls).toHaveLength(1);
      jest.advanceTimersByTime(1);
      await settle();
      expect(h.calls.map((c) => c.ids)).toEqual([['a'], ['b', 'c']]);
      h.answer(h.calls[1]);
      await expect(Promise.all(later)).resolves.toEqual(['done:b', 'done:c']);
    });

    it('spaces the batches of a lane that stays busy, whatever arrives while one runs', async () => {
      const h = harness(1, 10);
      const sent = [h.submit('a')];
      await settle();
      sent.push(h.submit('b'));
      // The first batch answers quickly; the next one waits out the rest of the interval.
      jest.advanceTimersByTime(2);
      h.answer(h.calls[0]);
      await settle();
      sent.push(h.submit('c'));
      jest.advanceTimersByTime(7);
      await settle();
      expect(h.calls.map((c) => c.ids)).toEqual([['a']]);
      jest.advanceTimersByTime(1);
      await settle();
      expect(h.calls.map((c) => c.ids)).toEqual([['a'], ['b', 'c']]);

      // A batch slower than the interval is followed at once by the next.
      sent.push(h.submit('d'));
      jest.advanceTimersByTime(25);
      h.answer(h.calls[1]);
      await settle();
      expect(h.calls.map((c) => c.ids)).toEqual([['a'], ['b', 'c'], ['d']]);
      h.answer(h.calls[2]);
      await expect(Promise.all(sent)).resolves.toEqual(['done:a', 'done:b', 'done:c', 'done:d']);
    });

    it('keeps the interval per lane: one busy lane does not delay another', async () => {
      const h = harness(2, 10);
      const busy = h.submit('a', 0);
      await settle();
      h.answer(h.calls[0]);
      await expect(busy).resolves.toBe('done:a');
      const waiting = h.submit('b', 0);
      const other = h.submit('x', 1);
      await settle();
      expect(h.calls.map((c) => c.ids)).toEqual([['a'], ['x']]);
      jest.advanceTimersByTime(10);
      await settle();
      expect(h.calls.map((c) => c.ids)).toEqual([['a'], ['x'], ['b']]);
      h.answer(h.calls[1]);
      h.answer(h.calls[2]);
      await expect(Promise.all([waiting, other])).resolves.toEqual(['done:b', 'done:x']);
    });
  });
});
