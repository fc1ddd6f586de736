import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import type { JobOf } from '@amoretto/shared';
import { enqueueInTransaction } from '@amoretto/shared/db';
import { WorkersConfig } from '../config/workers-config';
import type { JobContext } from '../jobs/handler-registry';
import { runOnce } from '../jobs/job-effects';
import { JobHandler } from '../jobs/job-handler.decorator';
import { renderMailHtml } from '../mail/mail-layout';
import { mailMessageId } from '../mail/mail-rules';
import { NotificationMailService } from '../mail/notification-mail.service';
import { smtpMessage } from '../mail/smtp-message';
import { campaignBatchSize, campaignPause, campaignTextFor } from './campaign-rules';
import { campaignById, campaignRecipients, claimDelivery, recordCampaignProgress } from './campaigns.repository';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a campaign (promotions, weekly updates, news) in batches on the `campaign-mail` queue, whose
 * worker runs one job at a time: at most CAMPAIGN_MAILS_PER_SECOND, over an SMTP pool of its own,
 * so account, chat and like mails (queues `mail`, `notify`) never wait behind it. Each recipient is
 * claimed (campaign_deliveries) in the transaction that commits after the SMTP server took the
 * mail, so a batch run again mails no one twice; the next batch is queued once per batch job.
 */
@Injectable()
export class CampaignMailProcessor implements OnApplicationShutdown {
  private readonly logger = new Logger(CampaignMailProcessor.name);
  private readonly transport: Transporter;

  constructor(
    private readonly config: WorkersConfig,
    private readonly db: DataSource,
    private readonly mails: NotificationMailService,
  ) {
    // A pool of its own (two connections): campaign sends never hold the mail worker's connection.
    const url = new URL(config.SMTP_URL);
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', '2');
    this.transport = createTransport(url.toString(), { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  }

  @JobHandler('campaign.batch')
  async batch(payload: JobOf<'campaign.batch'>, job: JobContext): Promise<void> {
    const campaign = await campaignById(this.db, payload.campaignId);
    // A campaign cancelled (or not started) stops at its next batch.
    if (!campaign || campaign.status !== 'sending') return;
    const perSecond = this.config.CAMPAIGN_MAILS_PER_SECOND;
    const size = campaignBatchSize(perSecond);
    const recipients = await campaignRecipients(this.db, campaign, payload.afterUserId, size);
    const startedAt = Date.now();
    let sent = 0;
    for (const member of recipients) {
      await sleep(campaignPause(startedAt, sent, perSecond, Date.now()));
      const mail = this.mails.payload(
        { userId: member.id, type: campaign.type, path: campaign.path, custom: campaignTextFor(campaign.texts, member.language) },
        member,
      );
      const html = mail.content ? await renderMailHtml(mail.content) : undefined;
      const delivered = await this.db.transaction(async (manager) => {
        if (!(await claimDelivery(manager, campaign.id, member.id))) return false;
        const key = `campaign-${campaign.id}-${member.id}`;
        await this.transport.sendMail(smtpMessage(mail, html, this.config.MAIL_FROM, mailMessageId(key, mail, this.config.MAIL_FROM)));
        return true;
      });
      if (delivered) sent += 1;
    }
    const last = recipients.at(-1)?.id;
    await runOnce(this.db, { key: job.key, name: 'campaign.batch' }, async (manager) => {
      const finished = recipients.length < size || last === undefined;
      await recordCampaignProgress(manager, campaign.id, finished);
      if (!finished) await enqueueInTransaction(manager, 'campaign.batch', { campaignId: campaign.id, afterUserId: last });
    });
    this.logger.log(`campaign ${campaign.id}: ${sent} mails in this batch`);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
