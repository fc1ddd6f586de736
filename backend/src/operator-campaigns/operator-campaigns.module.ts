import { Module } from '@nestjs/common';
import { OperatorAuthModule } from '../operator-auth/operator-auth.module';
import { OperatorCampaignsController } from './operator-campaigns.controller';
import { OperatorCampaignsService } from './operator-campaigns.service';

/** Campaigns and codes in the operator console (docs/product.md#operator-campaigns). */
@Module({ imports: [OperatorAuthModule], controllers: [OperatorCampaignsController], providers: [OperatorCampaignsService] })
export class OperatorCampaignsModule {}
