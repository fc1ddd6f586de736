import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { CampaignsController } from './campaigns.controller';
import { CampaignsService } from './campaigns.service';

/** Entry pages for visitors arriving from ads (docs/product.md#campaigns). */
@Module({ imports: [SitesModule], controllers: [CampaignsController], providers: [CampaignsService] })
export class CampaignsModule {}
