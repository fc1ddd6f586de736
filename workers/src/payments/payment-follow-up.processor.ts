import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobOf } from '@amoretto/shared';
import { enqueueInTransaction } from '@amoretto/shared/db';
import { followUpDelayMs, PAYMENT_PROVIDER, syncPayment, type PaymentProvider } from '@amoretto/shared/node';
import type { JobContext } from '../jobs/handler-registry';
import { runOnce } from '../jobs/job-effects';
import { JobHandler } from '../jobs/job-handler.decorator';
import { MemberEventsService } from './member-events.service';
import { followedPayment } from './payments.repository';

/**
 * A payment still open or pending some time after it started: its webhook may have been
 * lost, so the status is asked of the provider and settled exactly as the webhook would
 * (settlement is once per payment whichever path gets there first). Still unsettled: asked
 * again later, on a schedule that thins out. A provider that cannot be reached makes the job
 * fail, and BullMQ tries again with backoff.
 */
@Injectable()
export class PaymentFollowUpProcessor {
  constructor(
    private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly events: MemberEventsService,
  ) {}

  @JobHandler('payment.follow-up')
  async followUp(payload: JobOf<'payment.follow-up'>, job: JobContext): Promise<void> {
    const before = await followedPayment(this.db, payload.paymentId);
    if (!before?.provider_payment_id || before.provider !== this.provider.name || !isUnsettled(before.status)) return;
    const result = await syncPayment(this.db, this.provider, before.provider_payment_id);
    this.events.emit(result.events);
    const after = await followedPayment(this.db, payload.paymentId);
    const delay = followUpDelayMs(payload.round + 1);
    if (!after || !isUnsettled(after.status) || delay === null) return;
    await runOnce(this.db, { key: `${job.key}:next`, name: 'payment.follow-up' }, (manager) =>
      enqueueInTransaction(
        manager,
        'payment.follow-up',
        { paymentId: payload.paymentId, round: payload.round + 1 },
        { delayMs: delay },
      ).then(() => undefined),
    );
  }
}

const isUnsettled = (status: string): boolean => status === 'open' || status === 'pending';
