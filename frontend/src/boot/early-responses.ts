/**
 * Responses the boot script (boot-script.ts) asked for before the app's code arrived, by URL.
 * The API client takes each one once, in place of its own first attempt.
 */
interface EarlyResponse {
  /** null: the boot script decided not to ask after all (a visitor's session), the app asks itself. */
  response: Promise<Response | null>;
  /** performance.now() when it was asked for. */
  askedAt: number;
}

interface EarlyResponsesHolder {
  amorettoEarlyResponses?: Record<string, EarlyResponse>;
}

/**
 * How long an early response may stand in for the app's own request. The first page takes its
 * own within seconds; one it never asked for (a redirect to another page) must not answer a
 * visit to that page much later with old data.
 */
export const EARLY_RESPONSE_TTL_MS = 30_000;

const holder = globalThis as EarlyResponsesHolder;

/** Boot script side: remembers the request for `url` (a failed one is handled by whoever takes it). */
export function putEarlyResponse(url: string, response: Promise<Response | null>): void {
  response.catch(() => undefined);
  (holder.amorettoEarlyResponses ??= {})[url] = { response, askedAt: performance.now() };
}

/** App side: the early response for `url`, once and while fresh; later calls ask the network themselves. */
export function takeEarlyResponse(url: string): Promise<Response | null> | undefined {
  const early = holder.amorettoEarlyResponses;
  const entry = early?.[url];
  if (!entry) return undefined;
  delete early[url];
  return performance.now() - entry.askedAt < EARLY_RESPONSE_TTL_MS ? entry.response : undefined;
}
