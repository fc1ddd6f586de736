import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module';
import { OwnPhotosController } from './own-photos.controller';
import { OwnPhotosService } from './own-photos.service';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';

@Module({ imports: [PhotosModule], controllers: [ProfilesController, OwnPhotosController], providers: [ProfilesService, OwnPhotosService] })
export class ProfilesModule {}
