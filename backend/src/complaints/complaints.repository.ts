import type { EntityManager } from 'typeorm';
import type { ComplaintTopic, Locale } from '@amoretto/shared';

export interface NewComplaint {
  siteId: number;
  userId: number | null;
  email: string;
  topic: ComplaintTopic;
  text: string;
  memberId: number | null;
  conversationId: number | null;
  reference: string;
}

/** Stores a complaint; null when its reference is taken already (the caller draws another). */
export async function insertComplaint(manager: EntityManager, complaint: NewComplaint): Promise<string | null> {
  const rows: Array<{ id: string }> = await manager.query(
    `INSERT INTO complaints (site_id, user_id, email, topic, text, member_id, conversation_id, reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (reference) DO NOTHING
     RETURNING id`,
    [
      complaint.siteId,
      complaint.userId,
      complaint.email,
      complaint.topic,
      complaint.text,
      complaint.memberId,
      complaint.conversationId,
      complaint.reference,
    ],
  );
  return rows[0]?.id ?? null;
}

/** The complainant's account as the acknowledgment needs it. */
export async function complainant(
  manager: EntityManager,
  userId: number,
): Promise<{ email: string; name: string; language: Locale } | null> {
  const rows: Array<{ email: string; name: string; language: Locale }> = await manager.query(
    `SELECT email, name, language FROM users WHERE id = $1 AND status <> 'deleted'`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Whether a member id names an account (any state: a complaint may be about someone who left since). */
export async function memberExists(manager: EntityManager, memberId: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM users WHERE id = $1`, [memberId]);
  return rows.length > 0;
}

/** Whether the member takes part in the conversation. */
export async function takesPartIn(manager: EntityManager, userId: number, conversationId: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM conversations WHERE id = $1 AND $2 IN (user_a_id, user_b_id)`, [
    conversationId,
    userId,
  ]);
  return rows.length > 0;
}
