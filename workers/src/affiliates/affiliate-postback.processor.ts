import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { postbackAccepted, postbackUrl, type JobOf } from '@amoretto/shared';
import type { JobContext } from '../jobs/handler-registry';
import { JobHandler } from '../jobs/job-handler.decorator';
import { lockPostback, recordPostbackAttempt } from './affiliate-postbacks.repository';

/** A network that does not answer in time is tried again later. */
const POSTBACK_TIMEOUT_MS = 10_000;

/**
 * Tells an affiliate network about a signup, activation or first purchase it brought
 * (docs/product.md#postbacks). The row stays locked while the network is called, so a second run
 * of the job (a retry, a stalled job handed to another worker) waits and then finds it sent. A
 * failed call (no answer, not 2xx) is recorded and thrown: BullMQ tries again with backoff.
 */
@Injectable()
export class AffiliatePostbackProcessor {
  private readonly logger = new Logger(AffiliatePostbackProcessor.name);

  constructor(private readonly db: DataSource) {}

  @JobHandler('affiliate.postback')
  async send(payload: JobOf<'affiliate.postback'>, job: JobContext): Promise<void> {
    const failure = await this.db.transaction(async (manager) => {
      const postback = await lockPostback(manager, payload.postbackId);
      if (!postback || postback.sentAt) return null;
      // The network was switched off or removed since: nothing to tell.
      if (!postback.template) return null;
      const url = postbackUrl(postback.template, postback.tracking, postback.event);
      if (!url) {
        this.logger.warn(`postback ${postback.id}: the network's template is not an http(s) address; dropped`);
        return null;
      }
      const status = await this.call(url);
      const accepted = postbackAccepted(status);
      await recordPostbackAttempt(manager, postback.id, { url, status, accepted });
      return accepted ? null : `postback ${postback.id} answered ${status || 'nothing'} (attempt ${job.attempt})`;
    });
    if (failure) throw new Error(failure);
  }

  /** The answer's status, 0 when there was none. */
  private async call(url: string): Promise<number> {
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(POSTBACK_TIMEOUT_MS) });
      await response.body?.cancel();
      return response.status;
    } catch {
      return 0;
    }
  }
}
