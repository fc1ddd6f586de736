import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SitesModule } from '../sites/sites.module';
import { LikesListController } from './likes-list.controller';
import { LikesListService } from './likes-list.service';
import { LikesController } from './likes.controller';
import { LikesService } from './likes.service';

/** Likes between members, the likes lists and the match modal: the backend's side of the site's `likes/`. */
@Module({
  imports: [AuthModule, SitesModule],
  controllers: [LikesController, LikesListController],
  providers: [LikesService, LikesListService],
  // The swipe game likes through the same service (docs/product.md#swipe-game).
  exports: [LikesService],
})
export class LikesModule {}
