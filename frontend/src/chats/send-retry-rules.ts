/**
 * Waits before each automatic repeat of a send the server could not take now: 503 (the
 * database or Redis is out of reach, or a proxy's 502/504) and 429 (too many sends). The
 * same client id goes again, so nothing is stored or charged twice; after the last wait the
 * failure shows and the member may repeat it by hand.
 */
export const SEND_RETRY_WAITS_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

/** No single wait is longer, whatever the server asks. */
export const MAX_SEND_RETRY_WAIT_MS = 30_000;

const RETRYABLE = new Set([429, 502, 503, 504]);

/**
 * How long to wait before repeat number `attempt` (0 for the first) of a send that failed
 * with `status`, or null when the failure is final (a refusal, or no repeats left). A
 * `details.seconds` from the server (429 names when the window ends) is waited at least.
 */
export function sendRetryWait(status: number, details: Record<string, string | number> | undefined, attempt: number): number | null {
  if (!RETRYABLE.has(status) || attempt >= SEND_RETRY_WAITS_MS.length) return null;
  const asked = typeof details?.seconds === 'number' && details.seconds > 0 ? details.seconds * 1000 : 0;
  return Math.min(Math.max(asked, SEND_RETRY_WAITS_MS[attempt]!), MAX_SEND_RETRY_WAIT_MS);
}
