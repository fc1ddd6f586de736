import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { CollectorController } from './collector.controller';

@Module({ imports: [SitesModule], controllers: [CollectorController] })
export class CollectorModule {}
