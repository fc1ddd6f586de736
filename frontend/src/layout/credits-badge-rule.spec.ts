import { creditsBadgeVariant } from './credits-badge-rule';

describe('creditsBadgeVariant', () => {
  it('hides the badge above 10 credits', () => {
    expect(creditsBadgeVariant(11)).toBeNull();
    expect(creditsBadgeVariant(500)).toBeNull();
  });

  it('warns from 10 down to 1 and alarms at 0', () => {
    expect(creditsBadgeVariant(10)).toBe('warning');
    expect(creditsBadgeVariant(1)).toBe('warning');
    expect(creditsBadgeVariant(0)).toBe('danger');
  });
});
