import { EMAIL_NOTIFICATION_TYPES } from '@amoretto/shared';
import { EMAIL_TYPE_GROUPS, MAIL_OFF_BANNER_QUIET_MS, mailOffReason, showMailOffBanner } from './notification-rules';

describe('EMAIL_TYPE_GROUPS', () => {
  it('shows every email notification type exactly once', () => {
    const shown = EMAIL_TYPE_GROUPS.flatMap((g) => g.types);
    expect([...shown].sort()).toEqual([...EMAIL_NOTIFICATION_TYPES].sort());
  });
});

describe('mailOffReason', () => {
  it('names a bounce first, then a complaint, then an unsubscribe', () => {
    expect(mailOffReason(['listunsubscribe', 'fbl', 'bounce'])).toBe('bounce');
    expect(mailOffReason(['listunsubscribe', 'fbl'])).toBe('fbl');
    expect(mailOffReason(['listunsubscribe'])).toBe('listunsubscribe');
    expect(mailOffReason([])).toBeNull();
  });
});

describe('showMailOffBanner', () => {
  const now = Date.UTC(2026, 10, 26);

  it('shows while mail is off and the banner was never closed', () => {
    expect(showMailOffBanner(['bounce'], null, now, '/members')).toBe(true);
  });

  it('does not show while mail is on', () => {
    expect(showMailOffBanner([], null, now, '/members')).toBe(false);
  });

  it('stays closed for 30 days after the member closed it, then comes back', () => {
    expect(showMailOffBanner(['fbl'], now - 1000, now, '/members')).toBe(false);
    expect(showMailOffBanner(['fbl'], now - MAIL_OFF_BANNER_QUIET_MS - 1, now, '/members')).toBe(true);
  });

  it('leaves /notifications to say it itself', () => {
    expect(showMailOffBanner(['bounce'], null, now, '/notifications')).toBe(false);
  });
});
