import { Module } from '@nestjs/common';
import { BlocksController } from './blocks.controller';
import { BlocksService } from './blocks.service';
import { LikesController } from './likes.controller';
import { LikesService } from './likes.service';
import { MemberPageService } from './member-page.service';
import { MembersController } from './members.controller';

@Module({
  controllers: [MembersController, LikesController, BlocksController],
  providers: [MemberPageService, LikesService, BlocksService],
})
export class MembersModule {}
