import { HTTP_RETRIES } from '@amoretto/shared';

/** Statuses that mean "a proxy or the server is briefly unavailable", worth trying again. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);
export const RETRY_BASE_DELAY_MS = 300;
export const RETRY_MAX_DELAY_MS = 8_000;

/** The outcome of one attempt: an HTTP status, or `'network'` when no response arrived. */
export type AttemptOutcome = number | 'network';

/**
 * Whether attempt number `attempt` (0 = the first try) should be followed by another.
 * Only network failures and 502/503/504 are retried; a 4xx is the caller's problem and
 * repeating it cannot help.
 */
export function shouldRetry(outcome: AttemptOutcome, attempt: number, retries: number = HTTP_RETRIES): boolean {
  if (attempt >= retries) return false;
  return outcome === 'network' || TRANSIENT_STATUSES.has(outcome);
}

/** Exponential backoff before retry number `attempt + 1`: 300, 600, 1200, 2400, 4800 ms … capped. */
export function retryDelayMs(attempt: number, base: number = RETRY_BASE_DELAY_MS, max: number = RETRY_MAX_DELAY_MS): number {
  return Math.min(max, base * 2 ** attempt);
}
