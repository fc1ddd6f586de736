import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobHandler } from '../jobs/job-handler.decorator';
import { deleteDispatchedBefore, deleteJobEffectsBefore } from './outbox.repository';

/** Relayed outbox rows are kept this long (to look into what was queued), then deleted. */
export const OUTBOX_KEEP_MS = 24 * 3600 * 1000;
/** A job is never run again after its retries and stall checks (minutes); its effect record is kept far longer. */
export const JOB_EFFECTS_KEEP_MS = 7 * 24 * 3600 * 1000;
/** Rows deleted per statement: short transactions, no long lock on a table chat writes to. */
const ROUND = 10_000;

/**
 * Keeps the outbox and job_effects from growing with the chat: every new message adds an outbox
 * row (its notify job). Deleting is harmless to run twice or at once in two processes.
 */
@Injectable()
export class OutboxPruneProcessor {
  private readonly logger = new Logger(OutboxPruneProcessor.name);

  constructor(private readonly db: DataSource) {}

  @JobHandler('outbox.prune')
  async prune(): Promise<void> {
    await this.pruneAt(Date.now());
  }

  /** What the job does at time `now`; answers how many rows went. */
  async pruneAt(now: number): Promise<{ outbox: number; jobEffects: number }> {
    let outbox = 0;
    for (let n = ROUND; n === ROUND; outbox += n) n = await deleteDispatchedBefore(this.db, new Date(now - OUTBOX_KEEP_MS), ROUND);
    let jobEffects = 0;
    for (let n = ROUND; n === ROUND; jobEffects += n) n = await deleteJobEffectsBefore(this.db, new Date(now - JOB_EFFECTS_KEEP_MS), ROUND);
    if (outbox + jobEffects > 0) this.logger.log(`pruned ${outbox} outbox rows and ${jobEffects} job effects`);
    return { outbox, jobEffects };
  }
}
