import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberTargetDto, type BlockedMembersResponse, type MemberRelationResponse } from '@amoretto/shared';
import { RequestContextService } from '../accounts/request-context.service';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { BlocksService } from './blocks.service';
import { memberIdParam } from './member-relations';

@ApiTags('blocks')
@Controller('api/blocks')
export class BlocksController {
  constructor(
    private readonly blocks: BlocksService,
    private readonly context: RequestContextService,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Members the viewer blocked, most recent first' })
  async list(@Req() request: AuthenticatedRequest): Promise<BlockedMembersResponse> {
    const site = await this.context.site(request);
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
  async unblock(@Req() request: AuthenticatedRequest, @Param('profile_id') profileId: string): Promise<MemberRelationResponse> {
    return { relation: await this.blocks.unblock(request.userId, memberIdParam(profileId)) };
  }
}
