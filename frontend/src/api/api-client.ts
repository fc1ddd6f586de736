import { CLIENT_HEADER } from '@amoretto/shared';
import { takeEarlyResponse } from '../boot/early-responses';
import { ApiError, toApiError } from './api-error';
import { retryDelayMs, shouldRetry, type AttemptOutcome } from './retry-policy';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api, e.g. `/settings.php`. */
  path: string;
  query?: Record<string, QueryValue> | URLSearchParams;
  /** JSON-encoded, except FormData, which goes out as multipart (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Override HTTP_RETRIES, e.g. 0 for a call that must not be repeated. */
  retries?: number;
  /**
   * The browser's cache mode. `reload` asks past a kept answer and keeps the new one: a polled
   * answer's tag can lag a change the page already knows of (docs/decisions.md, "The polled endpoints").
   */
  cache?: RequestCache;
}

/** What the client needs from its surroundings; injectable so the retry loop can be tested. */
export interface ApiTransport {
  fetch: typeof fetch;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const browserTransport: ApiTransport = {
  // The first reads of a page load were asked for by the boot script before this code arrived
  // (not for a read that must pass the browser's cache).
  fetch: (input, init) => {
    const early = init?.method === 'GET' && !init.cache && typeof input === 'string' ? takeEarlyResponse(input) : undefined;
    return early ? early.then((response) => response ?? globalThis.fetch(input, init)) : globalThis.fetch(input, init);
  },
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    }),
};

export function apiUrl(path: string, query?: ApiRequest['query']): string {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (query && !(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
  }
  const qs = params.toString();
  return `/api${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls the same-origin API and returns the parsed JSON body. Network failures and
 * 502/503/504 are retried with exponential backoff; every other failure becomes an
 * ApiError at once. Retrying writes is safe because paid actions carry a client id
 * that the server de-duplicates (docs/product.md#chats).
 */
export async function apiFetch<T>(request: ApiRequest, transport: ApiTransport = browserTransport): Promise<T> {
  const { method = 'GET', path, query, body, signal, retries, cache } = request;
  const headers: Record<string, string> = { [CLIENT_HEADER]: 'web', accept: 'application/json' };
  // Server messages follow the page's language even before the visitor has a locale cookie
  // (the backend reads the cookie first, then Accept-Language).
  const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (pageLanguage) headers['accept-language'] = pageLanguage;
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  // For multipart the browser writes the content type itself, boundary included.
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  const url = apiUrl(path, query);
  const payload = body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body);

  for (let attempt = 0; ; attempt++) {
    let outcome: AttemptOutcome;
    try {
      const response = await transport.fetch(url, {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        signal,
        ...(cache ? { cache } : {}),
      });
      if (response.ok) return (await readJson(response)) as T;
      outcome = response.status;
      if (!shouldRetry(outcome, attempt, retries)) throw withPath(toApiError(response.status, await readJson(response)), path);
    } catch (error) {
      if (error instanceof ApiError || signal?.aborted) throw error;
      outcome = 'network';
      if (!shouldRetry(outcome, attempt, retries)) throw withPath(toApiError(0, undefined), path);
    }
    await transport.sleep(retryDelayMs(attempt), signal);
  }
}

// Session-expiry handling (docs/product.md#accounts) needs to know which endpoint refused.
function withPath(error: ApiError, path: string): ApiError {
  error.path = path.startsWith('/') ? path : `/${path}`;
  return error;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // An HTML error page from a proxy: the status alone has to explain it.
    return undefined;
  }
}
