import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  CampaignPreviewResponse,
  CreateCampaignDto,
  CreateDiscountCodeDto,
  Locale,
  OperatorCampaign,
  OperatorDiscountCode,
} from '@amoretto/shared';
import { enqueueInTransaction } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { OperatorAuditService } from '../operator-auth/operator-audit.service';
import type { SupportActor } from '../operator-support/support.service';
import { campaignProblems, discountCodeProblems, normalizedCode } from './operator-campaign-rules';
import {
  audienceSize,
  campaignById,
  campaigns,
  clearPreview,
  codeTaken,
  discountCodes,
  insertCampaign,
  insertDiscountCode,
  memberExists,
  operatorAddress,
  siteExists,
  startCampaign,
} from './operator-campaigns.repository';

type CampaignRow = NonNullable<Awaited<ReturnType<typeof campaignById>>>;

/**
 * Campaigns and codes (docs/product.md#operator-campaigns): discount codes members type at checkout,
 * and campaign mails written here and sent by the workers' throttled batches to a segment; the
 * preview and the test send are the workers' rendering too, so the console shows what members get.
 */
@Injectable()
export class OperatorCampaignsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: OperatorAuditService,
  ) {}

  codes(): Promise<OperatorDiscountCode[]> {
    return discountCodes(this.db.manager);
  }

  async createCode(input: CreateDiscountCodeDto, actor: SupportActor): Promise<OperatorDiscountCode> {
    const problems = discountCodeProblems(input, new Date());
    if (input.user_id != null && !(await memberExists(this.db.manager, input.user_id))) problems.user_id = ['memberExists'];
    if (Object.keys(problems).length) throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, problems);
    const spelled = { ...input, code: normalizedCode(input.code) };
    return this.db.transaction(async (manager) => {
      if (await codeTaken(manager, spelled.code, spelled.user_id ?? null))
        throw new ApiException('discount_code_exists', HttpStatus.CONFLICT);
      const code = await insertDiscountCode(manager, spelled);
      if (!code) throw new ApiException('discount_code_exists', HttpStatus.CONFLICT);
      await this.audit.record(
        {
          operatorId: actor.operatorId,
          action: 'discount_code_created',
          memberId: spelled.user_id ?? null,
          details: { code_id: code.id, code: code.code, value_percentage: code.value_percentage },
          ip: actor.ip,
        },
        manager,
      );
      return code;
    });
  }

  async campaigns(): Promise<OperatorCampaign[]> {
    return Promise.all((await campaigns(this.db.manager)).map((row) => this.view(row)));
  }

  async campaign(id: number): Promise<OperatorCampaign> {
    return this.view(await this.existing(id));
  }

  async createCampaign(input: CreateCampaignDto, actor: SupportActor): Promise<OperatorCampaign> {
    const problems = campaignProblems(input);
    if (input.segment.site_id !== undefined && !(await siteExists(this.db.manager, input.segment.site_id)))
      problems['segment.site_id'] = ['siteExists'];
    if (Object.keys(problems).length) throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, problems);
    const id = await this.db.transaction(async (manager) => {
      const created = await insertCampaign(manager, input, actor.operatorId);
      await this.audit.record(
        { operatorId: actor.operatorId, action: 'campaign_created', details: { campaign_id: created, type: input.type }, ip: actor.ip },
        manager,
      );
      return created;
    });
    return this.campaign(id);
  }

  /** Sends a draft: its first batch is queued with the status change; the workers go on from there. */
  async start(id: number, actor: SupportActor): Promise<OperatorCampaign> {
    await this.existing(id);
    await this.db.transaction(async (manager) => {
      if (!(await startCampaign(manager, id))) throw new ApiException('campaign_not_draft', HttpStatus.CONFLICT);
      await this.audit.record(
        { operatorId: actor.operatorId, action: 'campaign_started', details: { campaign_id: id }, ip: actor.ip },
        manager,
      );
    });
    return this.campaign(id);
  }

  /**
   * The rendered mail in `language` once the workers made it; asking for another language
   * queues its rendering and answers null until it is there (the console asks again).
   */
  async preview(id: number, language: Locale): Promise<CampaignPreviewResponse> {
    const campaign = await this.existing(id);
    if (campaign.preview_language === language && campaign.preview_html) return { language, html: campaign.preview_html };
    await this.db.transaction(async (manager) => {
      if (campaign.preview_language !== language) await clearPreview(manager, id);
      await enqueueInTransaction(manager, 'campaign.preview', { campaignId: id, language });
    });
    return { language, html: null };
  }

  /** Mails the campaign in `language` to the operator's own address, never to a member. */
  async testSend(id: number, language: Locale, actor: SupportActor): Promise<{ to: string }> {
    await this.existing(id);
    const operator = await operatorAddress(this.db.manager, actor.operatorId);
    await this.db.transaction(async (manager) => {
      await enqueueInTransaction(manager, 'campaign.test', { campaignId: id, language, to: operator.email, name: operator.name });
      await this.audit.record(
        { operatorId: actor.operatorId, action: 'campaign_test_sent', details: { campaign_id: id, language }, ip: actor.ip },
        manager,
      );
    });
    return { to: operator.email };
  }

  private async existing(id: number): Promise<CampaignRow> {
    const row = await campaignById(this.db.manager, id);
    if (!row) throw new ApiException('not_found', HttpStatus.NOT_FOUND);
    return row;
  }

  private async view(row: CampaignRow): Promise<OperatorCampaign> {
    const { preview_html: _html, preview_language: _language, ...campaign } = row;
    const audience =
      campaign.status === 'draft' ? await audienceSize(this.db.manager, campaign.type, campaign.segment) : campaign.sent_count;
    return { ...campaign, audience };
  }
}
