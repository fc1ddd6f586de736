import { Module } from '@nestjs/common';
import { OperatorAuthModule } from '../operator-auth/operator-auth.module';
import { OperatorOverviewController } from './overview.controller';

/** The console home's counts. */
@Module({ imports: [OperatorAuthModule], controllers: [OperatorOverviewController] })
export class OperatorOverviewModule {}
