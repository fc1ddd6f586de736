import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { JobOf, PushPayload } from '@amoretto/shared';
import type { JobContext } from '../jobs/handler-registry';
import { JobHandler } from '../jobs/job-handler.decorator';
import {
  badgeCount,
  likeExists,
  notifyRecipient,
  pushSubscriptionsOf,
  visibleActor,
  type NotifyActor,
  type NotifyRecipient,
} from './notify.repository';
import { PresenceReader } from './presence-reader.service';
import { PushSender } from './push-sender.service';
import { pushOnce } from './push-once';
import { likePush, matchPush } from './push-texts';

/**
 * Pushes of a new like and a new match, to a member with no visible page of the site (one who
 * is looking sees the like or match dialog there). Once per job (push-once.ts). Likes are also
 * mailed, in batches: NotifyLikesMailProcessor.
 */
@Injectable()
export class NotifyLikesProcessor {
  constructor(
    private readonly db: DataSource,
    private readonly presence: PresenceReader,
    private readonly push: PushSender,
  ) {}

  @JobHandler('notify.like')
  async like(payload: JobOf<'notify.like'>, job: JobContext): Promise<void> {
    await this.pushOnce(job, 'notify.like', payload.likedId, payload.likerId, (recipient, liker, badge) =>
      likePush(recipient.language, liker, badge),
    );
  }

  @JobHandler('notify.match')
  async match(payload: JobOf<'notify.match'>, job: JobContext): Promise<void> {
    await this.pushOnce(job, 'notify.match', payload.userId, payload.partnerId, (recipient, partner, badge) =>
      matchPush(recipient.language, partner, badge),
    );
  }

  private async pushOnce(
    job: JobContext,
    name: 'notify.like' | 'notify.match',
    recipientId: number,
    actorId: number,
    build: (recipient: NotifyRecipient, actor: NotifyActor, badge: number) => PushPayload,
  ): Promise<void> {
    if (!this.push.enabled || (await this.presence.of(recipientId)).visible) return;
    await pushOnce(this.db, this.push, { key: `${job.key}:push`, name }, async (manager: EntityManager) => {
      const recipient = await notifyRecipient(manager, recipientId);
      if (!recipient || recipient.fictional || recipient.status !== 'active') return null;
      // Unliked, blocked or gone since: nothing to tell.
      const actor = await visibleActor(manager, recipientId, actorId);
      if (!actor || !(await likeExists(manager, actorId, recipientId))) return null;
      if ((await this.presence.of(recipientId)).visible) return null;
      const subscriptions = await pushSubscriptionsOf(manager, recipientId);
      if (subscriptions.length === 0) return null;
      const payload = build(recipient, actor, await badgeCount(manager, recipientId));
      return { userId: recipientId, subscriptions, payload, urgency: 'normal' };
    });
  }
}
