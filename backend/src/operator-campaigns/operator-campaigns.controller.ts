import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CampaignParamsDto,
  CampaignPreviewQueryDto,
  CampaignTestDto,
  CreateCampaignDto,
  CreateDiscountCodeDto,
  type CampaignPreviewResponse,
  type CampaignResponse,
  type CampaignsResponse,
  type DiscountCodeCreatedResponse,
  type DiscountCodesResponse,
} from '@amoretto/shared';
import { OperatorAuthenticated, type OperatorRequest } from '../operator-auth/operator-session.guard';
import type { SupportActor } from '../operator-support/support.service';
import { OperatorCampaignsService } from './operator-campaigns.service';

const actor = (request: OperatorRequest): SupportActor => ({ operatorId: request.operatorId, ip: request.ip });

// Campaigns and codes (docs/product.md#operator-campaigns): admins only.
@ApiTags('operator')
@Controller('api/operator')
@OperatorAuthenticated('admin')
export class OperatorCampaignsController {
  constructor(private readonly campaigns: OperatorCampaignsService) {}

  @Get('discount-codes')
  @ApiOperation({ summary: 'Discount codes made to be typed, newest first, with their redemptions' })
  @ApiOkResponse({ description: '{ codes }' })
  async codes(): Promise<DiscountCodesResponse> {
    return { codes: await this.campaigns.codes() };
  }

  @Post('discount-codes')
  @ApiOperation({ summary: 'Makes a discount code (the spec’s fields)' })
  @ApiOkResponse({ description: '201 { code }; 400 validation_failed, 409 discount_code_exists' })
  async createCode(@Body() body: CreateDiscountCodeDto, @Req() request: OperatorRequest): Promise<DiscountCodeCreatedResponse> {
    return { code: await this.campaigns.createCode(body, actor(request)) };
  }

  @Get('campaigns')
  @ApiOperation({ summary: 'Mail campaigns, newest first, with the audience a draft reaches now' })
  @ApiOkResponse({ description: '{ campaigns }' })
  async list(): Promise<CampaignsResponse> {
    return { campaigns: await this.campaigns.campaigns() };
  }

  @Post('campaigns')
  @ApiOperation({ summary: 'A draft campaign: type, texts by language, button path, segment' })
  @ApiOkResponse({ description: '201 { campaign }; 400 validation_failed' })
  async create(@Body() body: CreateCampaignDto, @Req() request: OperatorRequest): Promise<CampaignResponse> {
    return { campaign: await this.campaigns.createCampaign(body, actor(request)) };
  }

  @Get('campaigns/:id')
  @ApiOperation({ summary: 'One campaign' })
  @ApiOkResponse({ description: '{ campaign }; 404 not_found' })
  async one(@Param() params: CampaignParamsDto): Promise<CampaignResponse> {
    return { campaign: await this.campaigns.campaign(params.id) };
  }

  @Get('campaigns/:id/preview')
  @ApiOperation({ summary: 'The mail as members get it in one language (HTML); null until the workers rendered it' })
  @ApiOkResponse({ description: '{ language, html }' })
  async preview(@Param() params: CampaignParamsDto, @Query() query: CampaignPreviewQueryDto): Promise<CampaignPreviewResponse> {
    return this.campaigns.preview(params.id, query.language);
  }

  @Post('campaigns/:id/test')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mails the campaign in one language to the operator’s own address' })
  @ApiOkResponse({ description: '202 { to }' })
  async test(@Param() params: CampaignParamsDto, @Body() body: CampaignTestDto, @Req() request: OperatorRequest): Promise<{ to: string }> {
    return this.campaigns.testSend(params.id, body.language, actor(request));
  }

  @Post('campaigns/:id/start')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends a draft campaign to its segment (throttled batches in the workers)' })
  @ApiOkResponse({ description: '{ campaign }; 409 campaign_not_draft' })
  async start(@Param() params: CampaignParamsDto, @Req() request: OperatorRequest): Promise<CampaignResponse> {
    return { campaign: await this.campaigns.start(params.id, actor(request)) };
  }
}
