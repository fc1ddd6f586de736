import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberTargetDto, type BlockedMembersResponse, type MemberRelationResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { IdParam } from '../common/id.pipe';
import { CurrentSite } from '../sites/current-site.decorator';
import { BlocksService } from './blocks.service';

@ApiTags('blocks')
@Controller('api/blocks')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Members the viewer blocked, most recent first' })
  async list(@Req() request: AuthenticatedRequest, @CurrentSite() site: SiteEntity): Promise<BlockedMembersResponse> {
    return { members: await this.blocks.list(request.userId, site.cdn_prefix) };
  }

  @Post()
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Block a member (idempotent); removes likes in both directions' })
  async block(@Req() request: AuthenticatedRequest, @Body() body: MemberTargetDto): Promise<MemberRelationResponse> {
    return { relation: await this.blocks.block(request.userId, body.profile_id) };
  }

  @Delete(':profile_id')
  @Authenticated()
  @ApiOperation({ summary: 'Unblock a member; removed likes stay removed' })
  async unblock(
    @Req() request: AuthenticatedRequest,
    @IdParam('profile_id', 'member_not_found') profileId: number,
  ): Promise<MemberRelationResponse> {
    return { relation: await this.blocks.unblock(request.userId, profileId) };
  }
}
