import { creditsBadgeKind } from './credits-badge-rule';

describe('creditsBadgeKind', () => {
  it('hides the badge above 10 credits', () => {
    expect(creditsBadgeKind(11, 'active', 20)).toBeNull();
    expect(creditsBadgeKind(500, 'active', 20)).toBeNull();
  });

  it('warns from 10 down to 1 and alarms at 0', () => {
    expect(creditsBadgeKind(10, 'active', 20)).toBe('warning');
    expect(creditsBadgeKind(1, 'active', 20)).toBe('warning');
    expect(creditsBadgeKind(0, 'active', 20)).toBe('danger');
  });

  it('before activation announces the signup credits instead of an empty balance', () => {
    expect(creditsBadgeKind(0, 'not_confirmed', 20)).toBe('activation');
  });

  it('before activation on a site without signup credits keeps the plain balance', () => {
    expect(creditsBadgeKind(0, 'not_confirmed', 0)).toBe('danger');
    expect(creditsBadgeKind(40, 'not_confirmed', 0)).toBeNull();
  });
});
