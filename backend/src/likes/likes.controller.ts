import { Body, Controller, Delete, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberTargetDto, type MemberRelationResponse } from '@amoretto/shared';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { LikesService } from './likes.service';
import { memberIdParam } from '../members/member-relations';

@ApiTags('likes')
@Controller('api/likes')
export class LikesController {
  constructor(private readonly likes: LikesService) {}

  @Post()
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Like a member (idempotent)' })
  async like(@Req() request: AuthenticatedRequest, @Body() body: MemberTargetDto): Promise<MemberRelationResponse> {
    return { relation: await this.likes.like(request.userId, body.profile_id) };
  }

  @Delete(':profile_id')
  @Authenticated()
  @ApiOperation({ summary: 'Take back a like (idempotent)' })
  async unlike(@Req() request: AuthenticatedRequest, @Param('profile_id') profileId: string): Promise<MemberRelationResponse> {
    return { relation: await this.likes.unlike(request.userId, memberIdParam(profileId)) };
  }
}
