import { REMINDER_AWAY_DAYS, reminderDue } from './reminder-rules';

const DAY = 24 * 3600 * 1000;
const now = Date.parse('2026-11-26T12:00:00Z');

describe('reminderDue', () => {
  it('reminds a member away a week when someone joined the site since their last visit', () => {
    expect(reminderDue({ lastSeenAt: now - 8 * DAY, signupAt: now - 90 * DAY, newestSignupAt: now - DAY, now })).toBe(true);
  });

  it('leaves alone a member seen within the week', () => {
    expect(reminderDue({ lastSeenAt: now - (REMINDER_AWAY_DAYS * DAY - 1), signupAt: now - 90 * DAY, newestSignupAt: now - 1, now })).toBe(
      false,
    );
  });

  it('says nothing when nobody joined since the last visit: the mail would not be true', () => {
    expect(reminderDue({ lastSeenAt: now - 10 * DAY, signupAt: now - 90 * DAY, newestSignupAt: now - 11 * DAY, now })).toBe(false);
    expect(reminderDue({ lastSeenAt: now - 10 * DAY, signupAt: now - 90 * DAY, newestSignupAt: null, now })).toBe(false);
  });

  it('counts from signup for a member not seen within 30 days, so a new member is not reminded in their first week', () => {
    expect(reminderDue({ lastSeenAt: null, signupAt: now - 3 * DAY, newestSignupAt: now - DAY, now })).toBe(false);
    expect(reminderDue({ lastSeenAt: null, signupAt: now - 40 * DAY, newestSignupAt: now - DAY, now })).toBe(true);
  });
});
