import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PhotosModule } from '../photos/photos.module';
import { SitesModule } from '../sites/sites.module';
import { BlocksController } from './blocks.controller';
import { BlocksService } from './blocks.service';
import { MemberPageService } from './member-page.service';
import { MembersController } from './members.controller';

@Module({
  imports: [AuthModule, PhotosModule, SitesModule],
  controllers: [MembersController, BlocksController],
  providers: [MemberPageService, BlocksService],
})
export class MembersModule {}
