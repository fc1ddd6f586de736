import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { ChatsController } from './chats.controller';
import { ChatsService } from './chats.service';

@Module({
  imports: [CreditsModule],
  controllers: [ChatsController],
  providers: [ChatsService],
})
export class ChatsModule {}
