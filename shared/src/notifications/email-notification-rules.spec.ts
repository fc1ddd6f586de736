import { applyEmailNotificationChanges, emailNotificationAllowed, emailNotificationSwitches } from './email-notification-rules';

const active = { status: 'active' as const, notifications_disabled: [], email_notifications_off: [] };

describe('emailNotificationAllowed', () => {
  it('lets a type through for an active member with nothing turned off', () => {
    expect(emailNotificationAllowed(active, 'new_messages')).toBe(true);
  });

  it('stops the types the member turned off, and only those', () => {
    const member = { ...active, email_notifications_off: ['like' as const] };
    expect(emailNotificationAllowed(member, 'like')).toBe(false);
    expect(emailNotificationAllowed(member, 'new_messages')).toBe(true);
  });

  it.each(['bounce', 'fbl', 'listunsubscribe'] as const)('stops every type while mail is off for %s', (reason) => {
    expect(emailNotificationAllowed({ ...active, notifications_disabled: [reason] }, 'new_messages')).toBe(false);
  });

  it.each(['not_confirmed', 'deleted'] as const)('stops every type for an account that is %s', (status) => {
    expect(emailNotificationAllowed({ ...active, status }, 'new_messages')).toBe(false);
  });
});

describe('email notification switches', () => {
  it('shows every type on unless it is in the off list', () => {
    const switches = emailNotificationSwitches(['news']);
    expect(switches.news).toBe(false);
    expect(Object.values(switches).filter(Boolean)).toHaveLength(7);
  });

  it('applies changes without duplicates, keeping what is not named', () => {
    expect(applyEmailNotificationChanges(['news', 'like'], { like: true, promotions: false, news: false })).toEqual(['promotions', 'news']);
  });
});
