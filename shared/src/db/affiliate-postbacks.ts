import type { EntityManager } from 'typeorm';
import type { PostbackEvent } from '../affiliates/postback-rules';
import { returnedRows } from './account-tokens';
import { enqueueInTransaction } from './outbox';

/**
 * Records that the member's affiliate network is to hear of `event`, and queues the call, in the
 * caller's transaction (docs/product.md#postbacks). Only when the account's tracking record names
 * an active network that wants the event; the unique (user_id, event) makes it once per account,
 * so a second purchase or a repeated activation queues nothing.
 */
export async function queueAffiliatePostback(manager: EntityManager, userId: number, event: PostbackEvent): Promise<boolean> {
  const rows = returnedRows<{ id: string }>(
    await manager.query(
      `INSERT INTO affiliate_postbacks (user_id, network, event)
       SELECT u.id, n.name, $2
         FROM users u JOIN affiliate_networks n ON n.name = u.tracking->>'network'
        WHERE u.id = $1 AND n.active AND $2 = ANY(n.events)
       ON CONFLICT (user_id, event) DO NOTHING
       RETURNING id`,
      [userId, event],
    ),
  );
  const row = rows[0];
  if (!row) return false;
  await enqueueInTransaction(manager, 'affiliate.postback', { postbackId: Number(row.id) });
  return true;
}
