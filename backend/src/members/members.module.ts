import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module';
import { BlocksController } from './blocks.controller';
import { BlocksService } from './blocks.service';
import { MemberPageService } from './member-page.service';
import { MembersController } from './members.controller';

@Module({
  imports: [PhotosModule],
  controllers: [MembersController, BlocksController],
  providers: [MemberPageService, BlocksService],
})
export class MembersModule {}
