// Limits tied to trust (docs/product.md#trust), as the console shows them. The numbers are data
// (trust_rules); chat_send applies them. Pure helpers, with a spec beside them.
import type { HeldMember, TrustRules } from '@amoretto/shared';
import type { HeldRow, TrustRulesRow } from './trust.repository';

/** The held list shows this many members, longest held first. */
export const HELD_PAGE = 100;

export function toTrustRules(row: TrustRulesRow): TrustRules {
  return {
    new_account_hours: row.new_account_hours,
    limited_messages_per_minute: row.limited_messages_per_minute,
    upheld_report_days: row.upheld_report_days,
    hold_window_hours: row.hold_window_hours,
    hold_blockers: row.hold_blockers,
    hold_reporters: row.hold_reporters,
  };
}

export function toHeldMember(row: HeldRow): HeldMember {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    held_at: new Date(row.held_at).toISOString(),
    reason: row.held_reason,
    recent_blockers: row.recent_blockers,
    recent_reporters: row.recent_reporters,
  };
}
