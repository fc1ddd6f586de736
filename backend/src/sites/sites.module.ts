import { Module } from '@nestjs/common';
import { SitesService } from './sites.service';

@Module({ providers: [SitesService], exports: [SitesService] })
export class SitesModule {}
