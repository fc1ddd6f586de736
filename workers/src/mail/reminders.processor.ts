import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobHandler } from '../jobs/job-handler.decorator';
import { PresenceReader } from '../notify/presence-reader.service';
import { NotificationMailService } from './notification-mail.service';
import { REMINDER_AWAY_DAYS, REMINDER_QUIET_DAYS, reminderDue } from './reminder-rules';
import { claimReminder, newestSignupBySite, reminderCandidates } from './reminders.repository';

const BATCH = 500;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The daily reminder mails (type `reminders`): a member away for a week, with members new to
 * their site since, is told so, at most once in REMINDER_QUIET_DAYS. Idempotent: the member's
 * reminder row is claimed in the transaction that queues the mail, so a run repeated (or run by
 * two workers) mails once.
 */
@Injectable()
export class RemindersProcessor {
  private readonly logger = new Logger(RemindersProcessor.name);

  constructor(
    private readonly db: DataSource,
    private readonly presence: PresenceReader,
    private readonly mail: NotificationMailService,
  ) {}

  @JobHandler('mail.reminders')
  async run(): Promise<number> {
    const now = Date.now();
    const newest = await newestSignupBySite(this.db);
    let sent = 0;
    let afterUserId = 0;
    for (;;) {
      const page = await reminderCandidates(this.db, {
        afterUserId,
        limit: BATCH,
        signedUpBefore: new Date(now - REMINDER_AWAY_DAYS * DAY_MS),
        quietDays: REMINDER_QUIET_DAYS,
      });
      if (page.length === 0) break;
      afterUserId = page[page.length - 1]!.user_id;
      const lastSeen = await this.presence.lastSeenOf(page.map((member) => member.user_id));
      for (const [i, member] of page.entries()) {
        const facts = {
          lastSeenAt: lastSeen[i] ?? null,
          signupAt: member.signup_date.getTime(),
          newestSignupAt: newest.get(member.site_id)?.getTime() ?? null,
          now,
        };
        if (!reminderDue(facts)) continue;
        const queued = await this.db.transaction(async (manager) => {
          if (!(await claimReminder(manager, member.user_id, REMINDER_QUIET_DAYS))) return false;
          return (await this.mail.queue(manager, { userId: member.user_id, type: 'reminders', path: '/members' })) === 'queued';
        });
        if (queued) sent += 1;
      }
      if (page.length < BATCH) break;
    }
    if (sent > 0) this.logger.log(`reminder mails queued: ${sent}`);
    return sent;
  }
}
