/**
 * The operator login's rules (docs/product.md#operators). Operator accounts can do much more
 * than a member's, so their brakes are stricter: few wrong tries before a lock, short sessions
 * that are never extended, and a code from an authenticator app besides the password.
 */

/** Wrong logins (password or code) in a row that lock the account. */
export const OPERATOR_MAX_FAILURES = 5;
/** How long a lock lasts; a good login afterwards starts the count from zero. */
export const OPERATOR_LOCK_MINUTES = 15;
/**
 * Login tries one source address may make in OPERATOR_IP_WINDOW_MINUTES, whatever the emails:
 * the account lock stops guessing one operator's password, this stops trying many addresses.
 */
export const OPERATOR_IP_LIMIT = 30;
export const OPERATOR_IP_WINDOW_MINUTES = 15;
/** An operator session's whole life (about a shift), never extended by use. */
export const OPERATOR_SESSION_HOURS = 8;
/** A code of the step before or after the current one is taken too (clocks drift a little). */
export const TOTP_TOLERANCE_SECONDS = 30;

export interface LoginLockState {
  failedLogins: number;
  lockedUntil: Date | null;
}

/** Milliseconds the lock still lasts at `now`, 0 when there is none. */
export function lockRemainingMs(state: LoginLockState, now: Date): number {
  return state.lockedUntil ? Math.max(0, state.lockedUntil.getTime() - now.getTime()) : 0;
}

/** Whole minutes a lock still has, rounded up, never 0 while it lasts. */
export function lockMinutesLeft(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 60_000));
}

/**
 * The state after one more wrong try: the try that reaches the limit starts the lock and a
 * fresh count; tries counted before an expired lock do not carry over.
 */
export function afterFailedLogin(
  state: LoginLockState,
  now: Date,
  limits: { maxFailures: number; lockMinutes: number } = { maxFailures: OPERATOR_MAX_FAILURES, lockMinutes: OPERATOR_LOCK_MINUTES },
): LoginLockState & { lockedNow: boolean } {
  const lockExpired = state.lockedUntil !== null && state.lockedUntil.getTime() <= now.getTime();
  const failedLogins = (lockExpired ? 0 : state.failedLogins) + 1;
  if (failedLogins >= limits.maxFailures) {
    return { failedLogins: 0, lockedUntil: new Date(now.getTime() + limits.lockMinutes * 60_000), lockedNow: true };
  }
  return { failedLogins, lockedUntil: lockExpired ? null : state.lockedUntil, lockedNow: false };
}

/** When a session made at `now` ends. */
export function operatorSessionEnd(now: Date): Date {
  return new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
}
