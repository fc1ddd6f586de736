import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import type { JobOf } from '@amoretto/shared';
import { WorkersConfig } from '../config/workers-config';
import type { JobContext } from '../jobs/handler-registry';
import { runOnce } from '../jobs/job-effects';
import { JobHandler } from '../jobs/job-handler.decorator';
import { renderMailHtml } from './mail-layout';
import { mailMessageId } from './mail-rules';
import { smtpMessage } from './smtp-message';

/**
 * Sends mail over SMTP, once per job: a run after a worker crash finds the mail recorded
 * and does not send it again (job-effects.ts). A failure throws so BullMQ retries with
 * backoff.
 */
@Injectable()
export class MailProcessor implements OnApplicationShutdown {
  private readonly logger = new Logger(MailProcessor.name);
  private readonly transport: Transporter;

  constructor(
    private readonly config: WorkersConfig,
    private readonly db: DataSource,
  ) {
    // The send holds its claim's transaction open: a stuck SMTP server must not hold it for
    // nodemailer's default minutes.
    this.transport = createTransport(config.SMTP_URL, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  }

  @JobHandler('mail.send')
  async send(payload: JobOf<'mail.send'>, job: JobContext): Promise<void> {
    // Laid out before the claim: the transaction stays open only for the SMTP exchange.
    const html = payload.content ? await renderMailHtml(payload.content) : payload.html;
    const outcome = await runOnce(this.db, { key: job.key, name: 'mail.send' }, async () => {
      await this.transport.sendMail(
        smtpMessage(payload, html, this.config.MAIL_FROM, mailMessageId(job.key, payload, this.config.MAIL_FROM)),
      );
    });
    if (outcome === 'already_done') this.logger.log(`mail of job ${job.key} was sent by an earlier run; not sending it again`);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
