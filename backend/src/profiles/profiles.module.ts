import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';

@Module({ imports: [PhotosModule], controllers: [ProfilesController], providers: [ProfilesService] })
export class ProfilesModule {}
