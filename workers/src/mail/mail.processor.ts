import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { JobOf } from '@amoretto/shared';
import { WorkersConfig } from '../config/workers-config';
import { JobHandler } from '../jobs/job-handler.decorator';

/** Sends mail over SMTP; a failure throws so BullMQ retries with backoff. */
@Injectable()
export class MailProcessor implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(private readonly config: WorkersConfig) {
    this.transport = createTransport(config.SMTP_URL);
  }

  @JobHandler('mail.send')
  async send(payload: JobOf<'mail.send'>): Promise<void> {
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: payload.to,
      subject: payload.subject,
      text: payload.text,
      html: payload.html,
    });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
