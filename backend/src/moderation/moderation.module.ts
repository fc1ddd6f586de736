import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { OperatorAuthModule } from '../operator-auth/operator-auth.module';
import { ModerationController } from './moderation.controller';
import { ModerationService } from './moderation.service';

/** The console's moderation area (docs/product.md#moderation); member sessions come from AuthModule, to end them on a ban. */
@Module({
  imports: [AuthModule, OperatorAuthModule],
  controllers: [ModerationController],
  providers: [ModerationService],
})
export class ModerationModule {}
