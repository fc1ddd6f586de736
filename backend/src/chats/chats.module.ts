import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PhotosModule } from '../photos/photos.module';
import { SitesModule } from '../sites/sites.module';
import { ChatsController } from './chats.controller';
import { ChatsService } from './chats.service';
import { SendRateLimitService } from './send-rate-limit.service';
import { MessageSendService } from './message-send.service';
import { ReadReceiptsController } from './read-receipts.controller';
import { ReadReceiptsService } from './read-receipts.service';

@Module({
  imports: [AccountsModule, PhotosModule, SitesModule],
  controllers: [ChatsController, ReadReceiptsController],
  providers: [ChatsService, MessageSendService, ReadReceiptsService, SendRateLimitService],
  // The console's fictional profiles answer through the same send and read paths.
  exports: [ChatsService, MessageSendService],
})
export class ChatsModule {}
