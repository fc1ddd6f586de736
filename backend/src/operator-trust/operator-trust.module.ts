import { Module } from '@nestjs/common';
import { OperatorAuthModule } from '../operator-auth/operator-auth.module';
import { TrustController } from './trust.controller';
import { TrustService } from './trust.service';

/** Limits tied to trust as the console shows them; chat_send applies them. */
@Module({
  imports: [OperatorAuthModule],
  controllers: [TrustController],
  providers: [TrustService],
})
export class OperatorTrustModule {}
