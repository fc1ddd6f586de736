import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PushSubscriptionDto } from '@amoretto/shared';
import { deletePushSubscription, savePushSubscription } from './push.repository';

/** The browsers a member receives Web Push on (table push_subscriptions). */
@Injectable()
export class PushSubscriptionsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A browser that subscribes again, or that another member now logs in on, moves to this member (see savePushSubscription). */
  async save(userId: number, subscription: PushSubscriptionDto): Promise<void> {
    await savePushSubscription(this.db, userId, {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
  }

  /** Only the member's own row; someone else's endpoint is left alone and the answer is the same. */
  async remove(userId: number, endpoint: string): Promise<void> {
    await deletePushSubscription(this.db, userId, endpoint);
  }
}
