import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { timeBonusEnd, type JobOf } from '@amoretto/shared';
import { enqueueInTransaction, timeBonusMember } from '@amoretto/shared/db';
import type { JobContext } from '../jobs/handler-registry';
import { JobHandler } from '../jobs/job-handler.decorator';
import { MemberEventsService } from '../payments/member-events.service';

/**
 * Four hours after signup: tells the member's open tabs the time bonus is over, so prices
 * and the countdown drop it without a reload or a browser clock. Checked against the member
 * as they are now: a job that runs a little early (clock skew between hosts) waits for the
 * rest; a deleted member hears nothing. Telling "ended" twice (a re-run) is harmless, so
 * the emit needs no runOnce.
 */
@Injectable()
export class TimeBonusEndedProcessor {
  constructor(
    private readonly db: DataSource,
    private readonly events: MemberEventsService,
  ) {}

  @JobHandler('time-bonus.ended')
  async ended(payload: JobOf<'time-bonus.ended'>, _job: JobContext): Promise<void> {
    const member = await timeBonusMember(this.db, payload.userId);
    if (!member) return;
    const now = new Date();
    const end = timeBonusEnd(member, now);
    if (end) {
      await this.db.transaction((manager) =>
        enqueueInTransaction(manager, 'time-bonus.ended', payload, { delayMs: end.getTime() - now.getTime() }),
      );
      return;
    }
    this.events.emit([[payload.userId, 'counters.changed', { time_bonus: null }]]);
  }
}
