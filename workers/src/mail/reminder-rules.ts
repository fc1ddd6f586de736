// Who gets a reminder mail (type `reminders`, docs/product.md#notifications). Pure: the job reads
// the member's last visit and the site's newest signup, these decide.

const DAY_MS = 24 * 3600 * 1000;
/** A member away this long is worth reminding. */
export const REMINDER_AWAY_DAYS = 7;
/** Two reminders to one member are at least this far apart: a member who stays away is not mailed weekly. */
export const REMINDER_QUIET_DAYS = 14;

export interface ReminderFacts {
  /** The member's last live socket (ms); null when not within 30 days (gone longer, or never). */
  lastSeenAt: number | null;
  signupAt: number;
  /** The newest signup of the member's site (ms); null when it has none. */
  newestSignupAt: number | null;
  now: number;
}

/**
 * A reminder is due to a member away REMINDER_AWAY_DAYS (counted from signup when never seen),
 * and only when someone joined their site since they were last there: the mail says so.
 */
export function reminderDue(facts: ReminderFacts): boolean {
  const lastThere = facts.lastSeenAt ?? facts.signupAt;
  if (facts.now - lastThere < REMINDER_AWAY_DAYS * DAY_MS) return false;
  return facts.newestSignupAt !== null && facts.newestSignupAt > lastThere;
}
