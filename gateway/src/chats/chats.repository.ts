import type { GatewayDb } from '../realtime/gateway-db.provider';

// Every statement the gateway runs itself, with the rows it returns. Sends go through the
// database function chat_send_many (chatSendMany in @amoretto/shared/db).

/**
 * The partner of the sender's conversation, or null when the sender is not in it, the
 * partner is deleted, or either member blocks the other.
 */
export async function typingPartner(db: GatewayDb, senderId: number, conversationId: number): Promise<number | null> {
  const [row] = (await db.query(
    `SELECT u.id AS partner_id
       FROM conversations c
       JOIN users u ON u.id = CASE WHEN c.user_a_id = $1 THEN c.user_b_id ELSE c.user_a_id END
      WHERE c.id = $2 AND (c.user_a_id = $1 OR c.user_b_id = $1) AND u.status <> 'deleted'
        AND NOT EXISTS (
          SELECT 1 FROM blocks b
           WHERE (b.blocker_id = c.user_a_id AND b.blocked_id = c.user_b_id)
              OR (b.blocker_id = c.user_b_id AND b.blocked_id = c.user_a_id))`,
    [senderId, conversationId],
  )) as Array<{ partner_id: number }>;
  return row?.partner_id ?? null;
}
