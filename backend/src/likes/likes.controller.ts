import { Body, Controller, Delete, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberTargetDto, type MemberRelationResponse } from '@amoretto/shared';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { IdParam } from '../common/id.pipe';
import { LikesService } from './likes.service';

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
  async unlike(
    @Req() request: AuthenticatedRequest,
    @IdParam('profile_id', 'member_not_found') profileId: number,
  ): Promise<MemberRelationResponse> {
    return { relation: await this.likes.unlike(request.userId, profileId) };
  }
}
