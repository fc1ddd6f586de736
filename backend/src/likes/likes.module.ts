import { Module } from '@nestjs/common';
import { LikesListController } from './likes-list.controller';
import { LikesListService } from './likes-list.service';
import { LikesController } from './likes.controller';
import { LikesService } from './likes.service';

/** Likes between members, the likes lists and the match modal: the backend's side of the site's `likes/`. */
@Module({
  controllers: [LikesController, LikesListController],
  providers: [LikesService, LikesListService],
})
export class LikesModule {}
