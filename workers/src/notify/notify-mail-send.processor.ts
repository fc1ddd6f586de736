import { Injectable } from '@nestjs/common';
import type { JobOf } from '@amoretto/shared';
import type { JobContext } from '../jobs/handler-registry';
import { JobHandler } from '../jobs/job-handler.decorator';
import { MailProcessor } from '../mail/mail.processor';

/** Sends an event's notification mail as `mail.send` would (once per job), from the notify queue. */
@Injectable()
export class NotifyMailSendProcessor {
  constructor(private readonly mail: MailProcessor) {}

  @JobHandler('notify.mail')
  async send(payload: JobOf<'notify.mail'>, job: JobContext): Promise<void> {
    await this.mail.send(payload, job);
  }
}
