import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobHandler } from '../jobs/job-handler.decorator';
import { NotificationMailService } from './notification-mail.service';
import { claimDigest, digestCandidates } from './unread-digest.repository';

/** Messages unread this long are worth a reminder. */
export const DIGEST_UNREAD_FOR_HOURS = 24;
/** Two digests to one member are at least this far apart (with the hourly runs: about a day). */
export const DIGEST_QUIET_HOURS = 20;
const BATCH = 200;

/**
 * The daily unread-message digest (type unread_message_reminders): one mail per member that names
 * who is waiting and how many messages. Idempotent: the member's digest row for the day is written
 * in the transaction that queues the mail, so a run repeated (or run by two workers) mails once.
 */
@Injectable()
export class UnreadDigestProcessor {
  private readonly logger = new Logger(UnreadDigestProcessor.name);

  constructor(
    private readonly db: DataSource,
    private readonly mail: NotificationMailService,
  ) {}

  @JobHandler('mail.unread-digest')
  async run(): Promise<number> {
    let sent = 0;
    // Pages by member id: members whose claim fails (mailed today) are not read again in this run.
    let afterUserId = 0;
    for (;;) {
      const due = await digestCandidates(this.db, {
        olderThanHours: DIGEST_UNREAD_FOR_HOURS,
        quietHours: DIGEST_QUIET_HOURS,
        limit: BATCH,
        afterUserId,
      });
      for (const member of due) {
        afterUserId = member.user_id;
        const queued = await this.db.transaction(async (manager) => {
          if (!(await claimDigest(manager, member.user_id))) return false;
          const outcome = await this.mail.queue(manager, {
            userId: member.user_id,
            type: 'unread_message_reminders',
            vars: { count: String(member.unread) },
            path: '/chats',
            profiles: member.senders_all.slice(0, 3).map((p) => ({ name: p.name, fictional: p.fictional, path: `/members/${p.id}` })),
          });
          return outcome === 'queued';
        });
        if (queued) sent += 1;
      }
      if (due.length < BATCH) break;
    }
    if (sent > 0) this.logger.log(`unread-message digests queued: ${sent}`);
    return sent;
  }
}
