import type { Queryable } from '@amoretto/shared/db';

// Every statement on the push_subscriptions table the backend runs.

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * One row per endpoint: a browser that subscribes again, or that another member now
 * logs in on, takes its row along, so a device never notifies two accounts.
 */
export async function savePushSubscription(db: Queryable, userId: number, subscription: PushSubscriptionRow): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, updated_at = now()`,
    [userId, subscription.endpoint, subscription.p256dh, subscription.auth],
  );
}

/** Only the member's own row: someone else's endpoint is left alone. */
export async function deletePushSubscription(db: Queryable, userId: number, endpoint: string): Promise<void> {
  await db.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2`, [endpoint, userId]);
}
