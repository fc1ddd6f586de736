import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobOf } from '@amoretto/shared';
import type { JobContext } from '../jobs/handler-registry';
import { runOnceIfDone } from './run-once-if-done';
import { JobHandler } from '../jobs/job-handler.decorator';
import { NotifyMailer } from './notify-mailer.service';
import { likesMailSince } from './notify-rules';
import { lockLikesMailedAt, newLikersSince, notifyRecipient, recordLikesMailed } from './notify.repository';
import { PresenceReader } from './presence-reader.service';

/** The most likers a likes mail names (it says how many there are in all). */
const LIKERS_NAMED = 5;

/**
 * The likes mail: queued with a delay (LIKES_MAIL_DELAY_MS) after every like, it mails the
 * new likes the member got since the last likes mail and since they were last at the site; a
 * job finding none (an earlier job of the batch mailed them, or the member has seen them)
 * sends nothing. So likes arriving together make one mail, and two likes mails are at least
 * the delay apart.
 */
@Injectable()
export class NotifyLikesMailProcessor {
  constructor(
    private readonly db: DataSource,
    private readonly presence: PresenceReader,
    private readonly mailer: NotifyMailer,
  ) {}

  @JobHandler('notify.likes-mail')
  async mail(payload: JobOf<'notify.likes-mail'>, job: JobContext): Promise<void> {
    // At the site now: the likes badge tells them; a later like's job mails what is still unseen.
    if ((await this.presence.of(payload.userId)).online) return;
    await runOnceIfDone(this.db, { key: job.key, name: 'notify.likes-mail' }, async (manager) => {
      const recipient = await notifyRecipient(manager, payload.userId);
      if (!recipient || recipient.fictional || recipient.status !== 'active') return false;
      const presence = await this.presence.of(payload.userId);
      if (presence.online) return false;
      const mailedAt = await lockLikesMailedAt(manager, payload.userId);
      const since = likesMailSince(mailedAt, presence.lastSeenAt);
      const likers = await newLikersSince(manager, payload.userId, since, 100);
      if (likers.length === 0) return false;
      const queued = await this.mailer.likes(manager, {
        recipient,
        likers: likers.slice(0, LIKERS_NAMED),
        count: likers.length,
      });
      if (queued) await recordLikesMailed(manager, payload.userId, new Date());
      return queued;
    });
  }
}
