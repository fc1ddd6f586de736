import { toHeldMember, toTrustRules } from './trust-rules';

describe('trust-rules', () => {
  it('shows the rules row as its numbers only', () => {
    const row = {
      new_account_hours: 24,
      limited_messages_per_minute: 5,
      upheld_report_days: 30,
      hold_window_hours: 24,
      hold_blockers: 3,
      hold_reporters: 3,
      updated_at: new Date(),
    };
    expect(toTrustRules(row)).toEqual({
      new_account_hours: 24,
      limited_messages_per_minute: 5,
      upheld_report_days: 30,
      hold_window_hours: 24,
      hold_blockers: 3,
      hold_reporters: 3,
    });
  });

  it('shows a held member with why and what counts against them now', () => {
    expect(
      toHeldMember({
        id: 4,
        name: 'Kees',
        country: 'NL',
        held_at: new Date('2026-02-03T04:05:06Z'),
        held_reason: 'blocks',
        recent_blockers: 3,
        recent_reporters: 0,
      }),
    ).toEqual({
      id: 4,
      name: 'Kees',
      country: 'NL',
      held_at: '2026-02-03T04:05:06.000Z',
      reason: 'blocks',
      recent_blockers: 3,
      recent_reporters: 0,
    });
  });
});
