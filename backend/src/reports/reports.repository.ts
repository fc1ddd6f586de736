import type { ReportReason } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';

// Every statement of members' reports (docs/product.md#moderation).

/** Whether the conversation is the one between these two members. */
export async function conversationOfPair(db: Queryable, conversationId: number, a: number, b: number): Promise<boolean> {
  const rows = (await db.query(
    `SELECT 1 FROM conversations WHERE id = $1 AND user_a_id = LEAST($2::int, $3::int) AND user_b_id = GREATEST($2::int, $3::int)`,
    [conversationId, a, b],
  )) as unknown[];
  return rows.length > 0;
}

export interface NewReport {
  siteId: number;
  reporterId: number;
  reportedId: number;
  conversationId: number | null;
  reason: ReportReason;
  text: string;
}

/** The new report's id, or null when the reporter has an open one about this member already. */
export async function insertReport(db: Queryable, report: NewReport): Promise<number | null> {
  const rows = (await db.query(
    `INSERT INTO reports (site_id, reporter_id, reported_id, conversation_id, reason, text)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (reporter_id, reported_id) WHERE status = 'open' DO NOTHING
     RETURNING id`,
    [report.siteId, report.reporterId, report.reportedId, report.conversationId, report.reason, report.text],
  )) as Array<{ id: number }>;
  return rows[0]?.id ?? null;
}
