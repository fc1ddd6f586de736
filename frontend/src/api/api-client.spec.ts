import { CLIENT_HEADER, HTTP_RETRIES } from '@amoretto/shared';
import { apiFetch, apiUrl, type ApiTransport } from './api-client';
import { putEarlyResponse } from '../boot/early-responses';
import { ApiError } from './api-error';

type Step = { status: number; body?: unknown } | 'network';

/** A transport that answers from a script and records what was asked and how long it waited. */
function scripted(steps: Step[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const sleeps: number[] = [];
  const transport: ApiTransport = {
    fetch: async (input, init) => {
      calls.push({ url: String(input), init });
      const step = steps[Math.min(calls.length - 1, steps.length - 1)];
      if (step === 'network') throw new TypeError('Failed to fetch');
      const text = step.body === undefined ? '' : JSON.stringify(step.body);
      return new Response(text, { status: step.status });
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
  return { transport, calls, sleeps };
}

describe('apiFetch', () => {
  it('sends the client header and same-origin credentials', async () => {
    const { transport, calls } = scripted([{ status: 200, body: { ok: true } }]);
    await expect(apiFetch({ path: '/settings.php', query: { country: 'CH' } }, transport)).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/settings.php?country=CH');
    expect(calls[0]?.init?.credentials).toBe('same-origin');
    expect((calls[0]?.init?.headers as Record<string, string>)[CLIENT_HEADER]).toBe('web');
  });

  it('retries transient failures with growing delays, then succeeds', async () => {
    const { transport, calls, sleeps } = scripted(['network', { status: 502 }, { status: 503 }, { status: 200, body: 1 }]);
    await expect(apiFetch({ path: '/x' }, transport)).resolves.toBe(1);
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([300, 600, 1200]);
  });

  it(`gives up after ${HTTP_RETRIES} retries`, async () => {
    const { transport, calls } = scripted([{ status: 504 }]);
    await expect(apiFetch({ path: '/x' }, transport)).rejects.toMatchObject({ status: 504, code: 'service_unavailable' });
    expect(calls).toHaveLength(HTTP_RETRIES + 1);
  });

  it('reports a network failure as status 0 after the retries', async () => {
    const { transport, calls } = scripted(['network']);
    const error = await apiFetch({ path: '/x' }, transport).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'service_unavailable' });
    expect(calls).toHaveLength(HTTP_RETRIES + 1);
  });

  it('never retries a 4xx and parses the error body', async () => {
    const body = { error: { code: 'authentication_required', message: 'Please log in' } };
    const { transport, calls } = scripted([{ status: 403, body }]);
    await expect(apiFetch({ path: '/user.php' }, transport)).rejects.toMatchObject({
      status: 403,
      code: 'authentication_required',
      message: 'Please log in',
    });
    expect(calls).toHaveLength(1);
  });

  it('falls back to a code from the status when the body is not the error shape', async () => {
    const { transport } = scripted([{ status: 404, body: '<html>' }]);
    await expect(apiFetch({ path: '/x' }, transport)).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('apiUrl', () => {
  it('drops empty query values', () => {
    expect(apiUrl('chats.php', { a: 1, b: undefined, c: null })).toBe('/api/chats.php?a=1');
  });
});

describe('apiFetch with the boot script’s early responses', () => {
  afterEach(() => jest.restoreAllMocks());

  const network = () =>
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ from: 'network' }), { status: 200 }));

  it('takes the early answer of its first GET instead of asking again', async () => {
    const fetchSpy = network();
    putEarlyResponse('/api/members?page=1', Promise.resolve(new Response(JSON.stringify({ from: 'boot' }), { status: 200 })));
    await expect(apiFetch({ path: '/members', query: { page: 1 } })).resolves.toEqual({ from: 'boot' });
    expect(fetchSpy).not.toHaveBeenCalled();
    // Taken once: the next read asks the network.
    await expect(apiFetch({ path: '/members', query: { page: 1 } })).resolves.toEqual({ from: 'network' });
  });

  it('waits for an early request the boot script has not decided on, and asks itself when it does not ask (a visitor)', async () => {
    const fetchSpy = network();
    let decide: (response: Response | null) => void = () => undefined;
    putEarlyResponse('/api/chats.php', new Promise<Response | null>((resolve) => (decide = resolve)));
    const answer = apiFetch({ path: '/chats.php' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchSpy).not.toHaveBeenCalled();
    decide(null);
    await expect(answer).resolves.toEqual({ from: 'network' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('passes a cache mode to the browser, and a read past its cache never takes the early answer', async () => {
    const fetchSpy = network();
    putEarlyResponse('/api/chats.php', Promise.resolve(new Response(JSON.stringify({ from: 'boot' }), { status: 200 })));
    await expect(apiFetch({ path: '/chats.php', cache: 'reload' })).resolves.toEqual({ from: 'network' });
    expect(fetchSpy).toHaveBeenCalledWith('/api/chats.php', expect.objectContaining({ cache: 'reload' }));
    // Still there for the page's own first read, which sends no cache mode.
    await expect(apiFetch({ path: '/chats.php' })).resolves.toEqual({ from: 'boot' });
    expect((fetchSpy.mock.calls[0]![1] as RequestInit).cache).toBe('reload');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
