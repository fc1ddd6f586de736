/**
 * Responses the boot script (boot-script.ts) asked for before the app's code arrived, by URL.
 * The API client takes each one once, in place of its own first attempt.
 */
interface EarlyResponsesHolder {
  amorettoEarlyResponses?: Record<string, Promise<Response>>;
}

const holder = globalThis as EarlyResponsesHolder;

/** Boot script side: remembers the request for `url` (a failed one is handled by whoever takes it). */
export function putEarlyResponse(url: string, response: Promise<Response>): void {
  response.catch(() => undefined);
  (holder.amorettoEarlyResponses ??= {})[url] = response;
}

/** App side: the early response for `url`, once; later calls ask the network themselves. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = holder.amorettoEarlyResponses;
  const response = early?.[url];
  if (response) delete early[url];
  return response;
}
