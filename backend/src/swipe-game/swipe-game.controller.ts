import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SwipeDto, type SwipeGameResponse, type SwipeResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { CurrentSite } from '../sites/current-site.decorator';
import { SwipeGameService } from './swipe-game.service';

@ApiTags('swipe-game')
@Controller('api/swipe-game')
export class SwipeGameController {
  constructor(private readonly game: SwipeGameService) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'The card on offer in the swipe game, and the day’s allowance' })
  current(@Req() request: AuthenticatedRequest, @CurrentSite() site: SiteEntity): Promise<SwipeGameResponse> {
    return this.game.current(request.userId, site.cdn_prefix);
  }

  @Post('swipes')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Like or skip the card on offer; a like is an ordinary like' })
  swipe(@Req() request: AuthenticatedRequest, @Body() body: SwipeDto, @CurrentSite() site: SiteEntity): Promise<SwipeResponse> {
    return this.game.swipe(request.userId, body, site.cdn_prefix);
  }
}
