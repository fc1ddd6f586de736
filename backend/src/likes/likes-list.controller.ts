import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LikesQueryDto, type AutoLikeResponse, type LikesResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { CurrentSite } from '../sites/current-site.decorator';
import { LikesListService } from './likes-list.service';

@ApiTags('likes')
@Controller('api')
export class LikesListController {
  constructor(private readonly likes: LikesListService) {}

  @Get('likes.php')
  @Authenticated()
  @ApiOperation({
    summary: 'Received likes, sent likes or matches, newest first, 200 per page (`before` = next_cursor), with who liked the viewer',
  })
  async list(@Req() request: AuthenticatedRequest, @Query() query: LikesQueryDto, @CurrentSite() site: SiteEntity): Promise<LikesResponse> {
    return this.likes.list(request.userId, query.type ?? 'received', site.cdn_prefix, query.before);
  }

  @Get('auto-like.php')
  @Authenticated()
  @ApiOperation({ summary: 'The newest member whose like the viewer has not seen yet, for the match modal' })
  async autoLike(@Req() request: AuthenticatedRequest, @CurrentSite() site: SiteEntity): Promise<AutoLikeResponse> {
    return this.likes.autoLike(request.userId, site.cdn_prefix);
  }
}
