import type { EntityManager } from 'typeorm';
import type { PostbackEvent, PostbackTracking } from '@amoretto/shared';

export interface PostbackToSend {
  id: string;
  event: PostbackEvent;
  sentAt: Date | null;
  template: string | null;
  tracking: PostbackTracking;
}

/**
 * The postback row locked for this run (a second run of the same job waits, then sees it sent),
 * with its network's current template and the member's tracking record.
 */
export async function lockPostback(manager: EntityManager, id: number): Promise<PostbackToSend | null> {
  const rows: Array<{
    id: string;
    event: PostbackEvent;
    sent_at: Date | null;
    postback_url: string | null;
    tracking: PostbackTracking | null;
  }> = await manager.query(
    `SELECT p.id, p.event, p.sent_at, n.postback_url, u.tracking
         FROM affiliate_postbacks p
         JOIN users u ON u.id = p.user_id
         LEFT JOIN affiliate_networks n ON n.name = p.network AND n.active
        WHERE p.id = $1
        FOR UPDATE OF p`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, event: row.event, sentAt: row.sent_at, template: row.postback_url, tracking: row.tracking ?? {} };
}

/** One call made: its answer, and `sent_at` when the network accepted it. */
export async function recordPostbackAttempt(
  manager: EntityManager,
  id: string,
  attempt: { url: string; status: number; accepted: boolean },
): Promise<void> {
  await manager.query(
    `UPDATE affiliate_postbacks
        SET attempts = attempts + 1, last_status = $2, url = $3, sent_at = CASE WHEN $4 THEN now() ELSE sent_at END
      WHERE id = $1`,
    [id, attempt.status, attempt.url, attempt.accepted],
  );
}
