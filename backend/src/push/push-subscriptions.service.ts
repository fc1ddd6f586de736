import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PushSubscriptionDto } from '@amoretto/shared';

/** The browsers a member receives Web Push on (table push_subscriptions). */
@Injectable()
export class PushSubscriptionsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * One row per endpoint: a browser that subscribes again, or that another member now
   * logs in on, takes its row along, so a device never notifies two accounts.
   */
  async save(userId: number, subscription: PushSubscriptionDto): Promise<void> {
    await this.db.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, updated_at = now()`,
      [userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth],
    );
  }

  /** Only the member's own row; someone else's endpoint is left alone and the answer is the same. */
  async remove(userId: number, endpoint: string): Promise<void> {
    await this.db.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2`, [endpoint, userId]);
  }
}
