import { QueryClient, queryOptions } from '@tanstack/react-query';
import { loadFreshQuery, loadQuery } from './load-query';

/** A query whose answers the test releases one by one: the n-th call answers `answer n`. */
function controlledQuery() {
  const pending: Array<() => void> = [];
  let calls = 0;
  const options = queryOptions({
    queryKey: ['list'],
    queryFn: () => {
      calls += 1;
      const answer = `answer ${calls}`;
      return new Promise<string>((resolve) => pending.push(() => resolve(answer)));
    },
    staleTime: 30_000,
  });
  return {
    options,
    calls: () => calls,
    /** Answers every call made so far. */
    answer: () => pending.splice(0).forEach((resolve) => resolve()),
  };
}

const settled = async <T>(promise: Promise<T>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('loadQuery', () => {
  it('waits for the answer, then leaves a fresh cached one alone', async () => {
    const client = new QueryClient();
    const query = controlledQuery();
    const first = loadQuery(client, query.options);
    expect(await settled(first)).toBe(false);
    query.answer();
    await first;
    expect(client.getQueryData(query.options.queryKey)).toBe('answer 1');

    await loadQuery(client, query.options);
    expect(query.calls()).toBe(1);
  });

  it('keeps a failure in the cache for the page instead of throwing it', async () => {
    const client = new QueryClient();
    const failing = queryOptions({ queryKey: ['failing'], queryFn: (): Promise<string> => Promise.reject(new Error('down')) });
    await expect(loadQuery(client, failing)).resolves.toBeUndefined();
    expect(client.getQueryState(failing.queryKey)?.status).toBe('error');
  });
});

describe('loadFreshQuery', () => {
  it('waits for the answer on the first entry', async () => {
    const client = new QueryClient();
    const query = controlledQuery();
    const entry = loadFreshQuery(client, query.options, { preload: false });
    expect(await settled(entry)).toBe(false);
    query.answer();
    await entry;
    expect(client.getQueryData(query.options.queryKey)).toBe('answer 1');
  });

  it('shows the cached answer at once on a later entry and asks again, even while it is fresh', async () => {
    const client = new QueryClient();
    const query = controlledQuery();
    const first = loadFreshQuery(client, query.options, { preload: false });
    query.answer();
    await first;

    await loadFreshQuery(client, query.options, { preload: false });
    expect(client.getQueryData(query.options.queryKey)).toBe('answer 1');
    expect(query.calls()).toBe(2);
    query.answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(query.options.queryKey)).toBe('answer 2');
  });

  it('fills an empty cache on a preload but does not ask again for a cached answer', async () => {
    const client = new QueryClient();
    const query = controlledQuery();
    const preload = loadFreshQuery(client, query.options, { preload: true });
    query.answer();
    await preload;
    expect(client.getQueryData(query.options.queryKey)).toBe('answer 1');

    await loadFreshQuery(client, query.options, { preload: true });
    expect(query.calls()).toBe(1);
  });

  it('keeps a failure in the cache for the page instead of throwing it', async () => {
    const client = new QueryClient();
    const failing = queryOptions({ queryKey: ['failing'], queryFn: (): Promise<string> => Promise.reject(new Error('down')) });
    await expect(loadFreshQuery(client, failing, { preload: false })).resolves.toBeUndefined();
    expect(client.getQueryState(failing.queryKey)?.status).toBe('error');
  });
});
