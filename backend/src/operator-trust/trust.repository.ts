// SQL of limits tied to trust as moderators see them (docs/product.md#trust). The limits
// themselves are applied inside chat_send and the blocks trigger (shared/src/db).
import { returnedRows, type Queryable } from '@amoretto/shared/db';

export interface TrustRulesRow {
  new_account_hours: number;
  limited_messages_per_minute: number;
  upheld_report_days: number;
  hold_window_hours: number;
  hold_blockers: number;
  hold_reporters: number;
}

export async function trustRules(db: Queryable): Promise<TrustRulesRow> {
  const [row] = (await db.query(
    `SELECT new_account_hours, limited_messages_per_minute, upheld_report_days, hold_window_hours, hold_blockers, hold_reporters
       FROM trust_rules WHERE id = 1`,
  )) as TrustRulesRow[];
  return row!;
}

export interface HeldRow {
  id: number;
  name: string;
  country: string;
  held_at: Date;
  held_reason: 'blocks' | 'reports';
  recent_blockers: number;
  recent_reporters: number;
}

/** Members held for review, longest held first, with what counts against them now. */
export async function heldMembers(db: Queryable, limit: number): Promise<HeldRow[]> {
  return (await db.query(
    `SELECT u.id, u.name, u.country, t.held_at, t.held_reason,
            (SELECT count(*) FROM blocks b WHERE b.blocked_id = u.id
                AND b.created_at > now() - make_interval(hours => r.hold_window_hours))::int AS recent_blockers,
            (SELECT count(DISTINCT rp.reporter_id) FROM reports rp WHERE rp.reported_id = u.id
                AND rp.created_at > now() - make_interval(hours => r.hold_window_hours))::int AS recent_reporters
       FROM member_trust t JOIN users u ON u.id = t.user_id CROSS JOIN trust_rules r
      WHERE t.held_at IS NOT NULL AND r.id = 1 AND u.status <> 'deleted'
      ORDER BY t.held_at, u.id LIMIT $1`,
    [limit],
  )) as HeldRow[];
}

/** Ends a hold; blocks and reports from before now no longer count towards the next one. False when not held. */
export async function releaseHold(db: Queryable, memberId: number, operatorId: number): Promise<HeldRow['held_reason'] | null> {
  const rows = returnedRows<{ held_reason: HeldRow['held_reason'] }>(
    await db.query(
      `UPDATE member_trust t SET held_at = NULL, held_reason = NULL, released_at = now(), released_by = $2
       FROM member_trust before
      WHERE t.user_id = $1 AND before.user_id = t.user_id AND t.held_at IS NOT NULL
      RETURNING before.held_reason`,
      [memberId, operatorId],
    ),
  );
  return rows[0]?.held_reason ?? null;
}
