import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { accountMailLink, mailLinkOrigin, renderAccountMail, type JobOf } from '@amoretto/shared';
import { ACTIVATION_TOKEN_TTL_MS, createAccountToken, enqueueInTransaction, SiteEntity, UserEntity } from '@amoretto/shared/db';
import { WorkersConfig } from '../config/workers-config';
import { JobHandler } from '../jobs/job-handler.decorator';

/** A day after signup: if the address is still unconfirmed, mail a fresh activation link. */
@Injectable()
export class ActivationReminderProcessor {
  constructor(
    private readonly db: DataSource,
    private readonly config: WorkersConfig,
  ) {}

  @JobHandler('account.activation-reminder')
  async remind(payload: JobOf<'account.activation-reminder'>): Promise<void> {
    await this.db.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { id: payload.userId });
      if (!user || user.status !== 'not_confirmed') return;
      const site = await manager.findOneBy(SiteEntity, { id: user.site_id });
      const token = await createAccountToken(manager, { userId: user.id, kind: 'activation', ttlMs: ACTIVATION_TOKEN_TTL_MS });
      const link = accountMailLink(mailLinkOrigin(this.config, site?.domain), '/api/activate.php', token);
      const mail = renderAccountMail('activation_reminder', user.language, { name: user.name, site: site?.name ?? 'Amoretto', link });
      await enqueueInTransaction(manager, 'mail.send', { to: user.email, ...mail });
    });
  }
}
