import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LikesModule } from '../likes/likes.module';
import { SitesModule } from '../sites/sites.module';
import { SwipeGameController } from './swipe-game.controller';
import { SwipeGameService } from './swipe-game.service';

/** The swipe game: the backend's side of the site's `swipe-game/`. */
@Module({
  imports: [AuthModule, SitesModule, LikesModule],
  controllers: [SwipeGameController],
  providers: [SwipeGameService],
})
export class SwipeGameModule {}
