/**
 * When to ask the provider again about a payment still open or pending, counted from its
 * start: soon (a webhook can be lost), then less often; bank transfers take days. After the
 * last round the payment waits for a webhook.
 */
export const FOLLOW_UP_AFTER_MS: readonly number[] = [2 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 3_600_000, 24 * 3_600_000, 72 * 3_600_000];

/** Delay from round `round - 1` (or the start) to round `round` (1-based); null after the last. */
export function followUpDelayMs(round: number): number | null {
  const at = FOLLOW_UP_AFTER_MS[round - 1];
  if (at === undefined) return null;
  return at - (FOLLOW_UP_AFTER_MS[round - 2] ?? 0);
}
