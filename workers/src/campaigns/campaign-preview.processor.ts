import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobOf, Locale } from '@amoretto/shared';
import { enqueueInTransaction } from '@amoretto/shared/db';
import type { JobContext } from '../jobs/handler-registry';
import { runOnce } from '../jobs/job-effects';
import { JobHandler } from '../jobs/job-handler.decorator';
import { renderMailHtml } from '../mail/mail-layout';
import type { NotificationMailMemberRow } from '../mail/notification-mail.repository';
import { NotificationMailService } from '../mail/notification-mail.service';
import { campaignTextFor } from './campaign-rules';
import { campaignById, campaignSite, storeCampaignPreview, type CampaignRow } from './campaigns.repository';

/**
 * The console's preview and test send of a campaign (docs/product.md#operator-campaigns): the mail
 * built exactly as a batch builds it, for a stand-in recipient in the chosen language (id 0, so its
 * unsubscribe link switches nobody off), on the campaign's site.
 */
@Injectable()
export class CampaignPreviewProcessor {
  constructor(
    private readonly db: DataSource,
    private readonly mails: NotificationMailService,
  ) {}

  @JobHandler('campaign.preview')
  async preview(payload: JobOf<'campaign.preview'>): Promise<void> {
    const campaign = await campaignById(this.db, payload.campaignId);
    if (!campaign) return;
    const mail = await this.mailFor(campaign, payload.language, { email: 'preview@example.invalid', name: 'Giulia' });
    // Rendering twice writes the same HTML: no need for a once-only effect.
    await storeCampaignPreview(this.db, campaign.id, payload.language, mail.content ? await renderMailHtml(mail.content) : mail.text);
  }

  @JobHandler('campaign.test')
  async test(payload: JobOf<'campaign.test'>, job: JobContext): Promise<void> {
    const campaign = await campaignById(this.db, payload.campaignId);
    if (!campaign) return;
    const mail = await this.mailFor(campaign, payload.language, { email: payload.to, name: payload.name });
    await runOnce(this.db, { key: job.key, name: 'campaign.test' }, async (manager) => {
      await enqueueInTransaction(manager, 'mail.send', { ...mail, subject: `[TEST] ${mail.subject}` });
    });
  }

  private async mailFor(campaign: CampaignRow, language: Locale, to: { email: string; name: string }) {
    const site = await campaignSite(this.db, campaign);
    const stand: NotificationMailMemberRow = {
      id: 0,
      email: to.email,
      name: to.name,
      language,
      country: null,
      status: 'active',
      notifications_disabled: [],
      email_notifications_off: [],
      site_name: site?.name ?? null,
      site_domain: site?.domain ?? null,
      support_email: site?.support_email ?? null,
      fictional_singular: site?.fictional_singular ?? null,
    };
    return this.mails.payload(
      { userId: 0, type: campaign.type, path: campaign.path, custom: campaignTextFor(campaign.texts, language) },
      stand,
    );
  }
}
