import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { buildReceipt, mailLinkOrigin, type JobOf } from '@amoretto/shared';
import { enqueueInTransaction } from '@amoretto/shared/db';
import { receiptSource, renderReceiptMail } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';
import type { JobContext } from '../jobs/handler-registry';
import { runOnce } from '../jobs/job-effects';
import { JobHandler } from '../jobs/job-handler.decorator';

/**
 * Mails the receipt of a paid payment, in the member's language, with the link to the
 * purchase on the member's site. Once per job: the mail is queued in the transaction that
 * records the job's effect, so a re-run (a worker crash, a stalled job) queues no second one.
 */
@Injectable()
export class ReceiptMailProcessor {
  constructor(
    private readonly db: DataSource,
    private readonly config: WorkersConfig,
  ) {}

  @JobHandler('payment.receipt')
  async send(payload: JobOf<'payment.receipt'>, job: JobContext): Promise<void> {
    await runOnce(this.db, { key: job.key, name: 'payment.receipt' }, async (manager) => {
      const source = await receiptSource(manager, payload.paymentId);
      const receipt = source ? buildReceipt(source.facts) : null;
      if (!source || !receipt) return;
      const link = `${mailLinkOrigin(this.config, source.site.domain)}/transactions/${payload.paymentId}`;
      const mail = renderReceiptMail({
        receipt,
        locale: source.member.language,
        country: source.facts.memberCountry,
        memberName: source.member.name,
        link,
        supportEmail: source.site.support_email,
      });
      await enqueueInTransaction(manager, 'mail.send', {
        to: source.member.email,
        replyTo: source.site.support_email,
        fromName: receipt.site.name,
        ...mail,
      });
    });
  }
}
