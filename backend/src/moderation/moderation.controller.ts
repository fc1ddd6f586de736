import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberDecisionDto, ReportDecisionDto, type ModerationDecisionResponse, type ModerationQueueResponse } from '@amoretto/shared';
import { IdParam } from '../common/id.pipe';
import { OperatorAuthenticated, type OperatorRequest } from '../operator-auth/operator-session.guard';
import type { MemberDecision, PhotoDecision, TextDecision } from './moderation-rules';
import { ModerationService, type Moderator } from './moderation.service';

const OK: ModerationDecisionResponse = { ok: true };
const by = (request: OperatorRequest): Moderator => ({ operatorId: request.operatorId, ip: request.ip });

// The console's moderation area (docs/product.md#moderation): moderators and admins only.
@ApiTags('operator')
@Controller('api/operator/moderation')
@OperatorAuthenticated('moderator', 'admin')
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Get()
  @ApiOperation({ summary: 'What waits for a moderator: open reports, complaints, new or changed photos and profile texts, oldest first' })
  @ApiOkResponse({ description: '{ reports, complaints, photos, texts }' })
  queue(): Promise<ModerationQueueResponse> {
    return this.moderation.queue();
  }

  @Post('reports/:id/decision')
  @HttpCode(200)
  @ApiOperation({ summary: 'Uphold or dismiss an open report (a decided one stays as it was)' })
  async decideReport(
    @Req() request: OperatorRequest,
    @IdParam('id', 'not_found') id: number,
    @Body() body: ReportDecisionDto,
  ): Promise<ModerationDecisionResponse> {
    await this.moderation.decideReport(by(request), id, body.decision);
    return OK;
  }

  @Post('complaints/:id/close')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a complaint handled' })
  async closeComplaint(@Req() request: OperatorRequest, @IdParam('id', 'not_found') id: number): Promise<ModerationDecisionResponse> {
    await this.moderation.closeComplaint(by(request), id);
    return OK;
  }

  @Post('photos/:id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a photo (it stays, or comes back, on every member-facing list)' })
  approvePhoto(@Req() request: OperatorRequest, @IdParam('id', 'not_found') id: number): Promise<ModerationDecisionResponse> {
    return this.photo(request, id, 'approve');
  }

  @Post('photos/:id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a photo: only its owner still sees it, marked rejected; the owner is mailed' })
  rejectPhoto(
    @Req() request: OperatorRequest,
    @IdParam('id', 'not_found') id: number,
    @Body() body: MemberDecisionDto,
  ): Promise<ModerationDecisionResponse> {
    return this.photo(request, id, 'reject', body.note);
  }

  @Post('members/:id/text/approve')
  @HttpCode(200)
  @ApiOperation({ summary: "Approve a member's profile text" })
  approveText(@Req() request: OperatorRequest, @IdParam('id', 'member_not_found') id: number): Promise<ModerationDecisionResponse> {
    return this.text(request, id, 'approve');
  }

  @Post('members/:id/text/hide')
  @HttpCode(200)
  @ApiOperation({ summary: "Hide a member's profile text from everyone else; the member is mailed" })
  hideText(
    @Req() request: OperatorRequest,
    @IdParam('id', 'member_not_found') id: number,
    @Body() body: MemberDecisionDto,
  ): Promise<ModerationDecisionResponse> {
    return this.text(request, id, 'hide', body.note);
  }

  @Post('members/:id/warn')
  @HttpCode(200)
  @ApiOperation({ summary: 'Warn a member by mail' })
  warn(
    @Req() request: OperatorRequest,
    @IdParam('id', 'member_not_found') id: number,
    @Body() body: MemberDecisionDto,
  ): Promise<ModerationDecisionResponse> {
    return this.member(request, id, 'warn', body.note);
  }

  @Post('members/:id/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Disable a profile: it vanishes for everyone, its owner is logged out everywhere and mailed' })
  disable(
    @Req() request: OperatorRequest,
    @IdParam('id', 'member_not_found') id: number,
    @Body() body: MemberDecisionDto,
  ): Promise<ModerationDecisionResponse> {
    return this.member(request, id, 'disable', body.note);
  }

  @Post('members/:id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Restore a disabled profile; its owner is mailed and may log in again' })
  restore(
    @Req() request: OperatorRequest,
    @IdParam('id', 'member_not_found') id: number,
    @Body() body: MemberDecisionDto,
  ): Promise<ModerationDecisionResponse> {
    return this.member(request, id, 'restore', body.note);
  }

  private async photo(request: OperatorRequest, id: number, decision: PhotoDecision, note?: string): Promise<ModerationDecisionResponse> {
    await this.moderation.decidePhoto(by(request), id, decision, note);
    return OK;
  }

  private async text(request: OperatorRequest, id: number, decision: TextDecision, note?: string): Promise<ModerationDecisionResponse> {
    await this.moderation.decideText(by(request), id, decision, note);
    return OK;
  }

  private async member(request: OperatorRequest, id: number, decision: MemberDecision, note?: string): Promise<ModerationDecisionResponse> {
    await this.moderation.decideMember(by(request), id, decision, note);
    return OK;
  }
}
