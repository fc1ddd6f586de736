import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { ChatsController } from './chats.controller';
import { ChatsService } from './chats.service';
import { ReadReceiptsController } from './read-receipts.controller';
import { ReadReceiptsService } from './read-receipts.service';

@Module({
  imports: [CreditsModule],
  controllers: [ChatsController, ReadReceiptsController],
  providers: [ChatsService, ReadReceiptsService],
})
export class ChatsModule {}
