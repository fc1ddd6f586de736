import { Module } from '@nestjs/common';
import { ChatsModule } from '../chats/chats.module';
import { OperatorAuthModule } from '../operator-auth/operator-auth.module';
import { FictionalController } from './fictional.controller';
import { FictionalService } from './fictional.service';

/** The console's fictional-profiles area: agents answer through the chats' own send path. */
@Module({
  imports: [ChatsModule, OperatorAuthModule],
  controllers: [FictionalController],
  providers: [FictionalService],
})
export class OperatorFictionalModule {}
