import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  SupportGrantDto,
  SupportMemberParamsDto,
  SupportPaymentParamsDto,
  SupportRefundDto,
  SupportSearchDto,
  type SupportActivationResponse,
  type SupportGrantResponse,
  type SupportMemberResponse,
  type SupportRefundResponse,
  type SupportSearchResponse,
} from '@amoretto/shared';
import { OperatorAuthenticated, type OperatorRequest } from '../operator-auth/operator-session.guard';
import { SupportService, type SupportActor } from './support.service';

const actor = (request: OperatorRequest): SupportActor => ({ operatorId: request.operatorId, ip: request.ip });

// Support (docs/product.md#operator-support): admins act, moderators read; agents get 403 on all of it.
@ApiTags('operator')
@Controller('api/operator/support/members')
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Get()
  @OperatorAuthenticated('admin', 'moderator')
  @ApiOperation({ summary: 'Finds members by email, id or part of the name (25 at most, newest first)' })
  @ApiOkResponse({ description: '{ members }' })
  async search(@Query() query: SupportSearchDto): Promise<SupportSearchResponse> {
    return { members: await this.support.search(query.q) };
  }

  @Get(':id')
  @OperatorAuthenticated('admin', 'moderator')
  @ApiOperation({ summary: 'A member’s account: state, purchases, ledger, discount codes, logins (audited)' })
  @ApiOkResponse({ description: '{ member }; 404 member_not_found' })
  async member(@Param() params: SupportMemberParamsDto, @Req() request: OperatorRequest): Promise<SupportMemberResponse> {
    return { member: await this.support.member(params.id, actor(request)) };
  }

  @Post(':id/activation-mail')
  @HttpCode(200)
  @OperatorAuthenticated('admin')
  @ApiOperation({ summary: 'Mails the activation link again (only to an account not confirmed yet)' })
  @ApiOkResponse({ description: '{ sent }' })
  async activation(@Param() params: SupportMemberParamsDto, @Req() request: OperatorRequest): Promise<SupportActivationResponse> {
    return this.support.resendActivation(params.id, actor(request));
  }

  @Post(':id/credits')
  @HttpCode(200)
  @OperatorAuthenticated('admin')
  @ApiOperation({ summary: 'Grants credits with a reason: one ledger entry per request key' })
  @ApiOkResponse({ description: '{ granted, credits }: granted false when the key granted already' })
  async grant(
    @Param() params: SupportMemberParamsDto,
    @Body() body: SupportGrantDto,
    @Req() request: OperatorRequest,
  ): Promise<SupportGrantResponse> {
    return this.support.grant(params.id, body, actor(request));
  }

  @Post(':id/payments/:paymentId/refund')
  @HttpCode(200)
  @OperatorAuthenticated('admin')
  @ApiOperation({ summary: 'Refunds a purchase’s unused credits through the payment provider, once per request key' })
  @ApiOkResponse({ description: '{ payment }; 422 refund_not_possible, 409 operator_request_pending, 503 payment_provider_unavailable' })
  async refund(
    @Param() params: SupportPaymentParamsDto,
    @Body() body: SupportRefundDto,
    @Req() request: OperatorRequest,
  ): Promise<SupportRefundResponse> {
    return this.support.refund(params.id, params.paymentId, body.key, actor(request));
  }

  @Post(':id/restore')
  @HttpCode(204)
  @OperatorAuthenticated('admin')
  @ApiOperation({ summary: 'Restores an account deleted less than 14 days ago (not purged)' })
  @ApiOkResponse({ description: '204; 409 account_not_restorable' })
  async restore(@Param() params: SupportMemberParamsDto, @Req() request: OperatorRequest): Promise<void> {
    await this.support.restore(params.id, actor(request));
  }
}
