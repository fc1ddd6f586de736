import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { CamsController } from './cams.controller';

@Module({ imports: [SitesModule], controllers: [CamsController] })
export class CamsModule {}
