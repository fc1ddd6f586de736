import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { accountMailLink, mailLinkOrigin, type JobOf } from '@amoretto/shared';
import { ACTIVATION_TOKEN_TTL_MS, createAccountToken, enqueueInTransaction, siteById } from '@amoretto/shared/db';
import { renderAccountMail } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';
import type { JobContext } from '../jobs/handler-registry';
import { runOnce } from '../jobs/job-effects';
import { JobHandler } from '../jobs/job-handler.decorator';
import { userById } from './accounts.repository';

/**
 * A day after signup: if the address is still unconfirmed, mail a fresh activation link.
 * Once per job: the mail is queued in the transaction that records the job's effect, so a
 * re-run after a crash queues no second reminder.
 */
@Injectable()
export class ActivationReminderProcessor {
  constructor(
    private readonly db: DataSource,
    private readonly config: WorkersConfig,
  ) {}

  @JobHandler('account.activation-reminder')
  async remind(payload: JobOf<'account.activation-reminder'>, job: JobContext): Promise<void> {
    await runOnce(this.db, { key: job.key, name: 'account.activation-reminder' }, async (manager) => {
      const user = await userById(manager, payload.userId);
      if (!user || user.status !== 'not_confirmed') return;
      const site = await siteById(manager, user.site_id);
      const token = await createAccountToken(manager, { userId: user.id, kind: 'activation', ttlMs: ACTIVATION_TOKEN_TTL_MS });
      const link = accountMailLink(mailLinkOrigin(this.config, site?.domain), '/api/activate.php', token);
      const mail = renderAccountMail('activation_reminder', user.language, { name: user.name, site: site?.name ?? 'Amoretto', link });
      await enqueueInTransaction(manager, 'mail.send', {
        to: user.email,
        fromName: site?.name ?? 'Amoretto',
        ...(site?.support_email ? { replyTo: site.support_email } : {}),
        ...mail,
      });
    });
  }
}
