import { Module } from '@nestjs/common';
import { createPhotoStore } from '@amoretto/shared/node';
import { AppConfig } from '../config/app-config';
import { PhotoPipelineService } from './photo-pipeline.service';
import { PHOTO_STORE, PhotoStorageService } from './photo-storage.service';

@Module({
  providers: [
    PhotoPipelineService,
    // The local disk or an S3-compatible bucket, as PHOTO_STORE says (docs/ports.md).
    { provide: PHOTO_STORE, useFactory: (config: AppConfig) => createPhotoStore(config), inject: [AppConfig] },
    PhotoStorageService,
  ],
  exports: [PhotoPipelineService, PhotoStorageService],
})
export class PhotosModule {}
