/** Whole minutes a lock still has, rounded up, never 0 while it lasts. */
export function lockMinutes(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 60_000));
}
