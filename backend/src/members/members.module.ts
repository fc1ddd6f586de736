import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module';
import { BlocksController } from './blocks.controller';
import { BlocksService } from './blocks.service';
import { LikesListController } from './likes-list.controller';
import { LikesListService } from './likes-list.service';
import { LikesController } from './likes.controller';
import { LikesService } from './likes.service';
import { MemberPageService } from './member-page.service';
import { MembersController } from './members.controller';

@Module({
  imports: [PhotosModule],
  controllers: [MembersController, LikesController, LikesListController, BlocksController],
  providers: [MemberPageService, LikesService, LikesListService, BlocksService],
})
export class MembersModule {}
