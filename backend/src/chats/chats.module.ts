import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module';
import { ChatsController } from './chats.controller';
import { ChatsService } from './chats.service';
import { SendRateLimitService } from './send-rate-limit.service';
import { MessageSendService } from './message-send.service';
import { ReadReceiptsController } from './read-receipts.controller';
import { ReadReceiptsService } from './read-receipts.service';

@Module({
  imports: [PhotosModule],
  controllers: [ChatsController, ReadReceiptsController],
  providers: [ChatsService, MessageSendService, ReadReceiptsService, SendRateLimitService],
})
export class ChatsModule {}
