import {
  OPERATOR_LOCK_MINUTES,
  OPERATOR_MAX_FAILURES,
  OPERATOR_SESSION_HOURS,
  afterFailedLogin,
  lockMinutesLeft,
  lockRemainingMs,
  operatorSessionEnd,
} from './operator-auth-rules';

const now = new Date('2026-11-26T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('operator login rules', () => {
  it('counts wrong tries and locks on the one that reaches the limit, with a fresh count', () => {
    let state = { failedLogins: 0, lockedUntil: null as Date | null };
    for (let i = 1; i < OPERATOR_MAX_FAILURES; i++) {
      const next = afterFailedLogin(state, now);
      expect(next).toEqual({ failedLogins: i, lockedUntil: null, lockedNow: false });
      state = next;
    }
    expect(afterFailedLogin(state, now)).toEqual({ failedLogins: 0, lockedUntil: minutes(OPERATOR_LOCK_MINUTES), lockedNow: true });
  });

  it('does not carry tries over an expired lock', () => {
    const next = afterFailedLogin({ failedLogins: 3, lockedUntil: minutes(-1) }, now);
    expect(next).toEqual({ failedLogins: 1, lockedUntil: null, lockedNow: false });
  });

  it('takes other limits', () => {
    expect(afterFailedLogin({ failedLogins: 1, lockedUntil: null }, now, { maxFailures: 2, lockMinutes: 1 }).lockedUntil).toEqual(
      minutes(1),
    );
  });

  it('tells how long a lock lasts, in whole minutes rounded up', () => {
    expect(lockRemainingMs({ failedLogins: 0, lockedUntil: null }, now)).toBe(0);
    expect(lockRemainingMs({ failedLogins: 0, lockedUntil: minutes(-2) }, now)).toBe(0);
    expect(lockRemainingMs({ failedLogins: 0, lockedUntil: minutes(3) }, now)).toBe(180_000);
    expect(lockMinutesLeft(1)).toBe(1);
    expect(lockMinutesLeft(60_001)).toBe(2);
  });

  it('ends a session a shift later', () => {
    expect(operatorSessionEnd(now).getTime() - now.getTime()).toBe(OPERATOR_SESSION_HOURS * 3_600_000);
  });
});
