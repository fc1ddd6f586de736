import { Module } from '@nestjs/common';
import { PhotoPipelineService } from './photo-pipeline.service';
import { PhotoStorageService } from './photo-storage.service';

@Module({
  providers: [PhotoPipelineService, PhotoStorageService],
  exports: [PhotoPipelineService, PhotoStorageService],
})
export class PhotosModule {}
