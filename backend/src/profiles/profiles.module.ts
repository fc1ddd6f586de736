import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PhotosModule } from '../photos/photos.module';
import { SitesModule } from '../sites/sites.module';
import { OwnPhotosController } from './own-photos.controller';
import { OwnPhotosService } from './own-photos.service';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';

@Module({
  imports: [AccountsModule, PhotosModule, SitesModule],
  controllers: [ProfilesController, OwnPhotosController],
  providers: [ProfilesService, OwnPhotosService],
})
export class ProfilesModule {}
