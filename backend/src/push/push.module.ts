import { Module } from '@nestjs/common';
import { PushSubscriptionsService } from './push-subscriptions.service';

// The routes are the contract's `POST /api/user.php?push=…` and live in the accounts UserController.
@Module({
  providers: [PushSubscriptionsService],
  exports: [PushSubscriptionsService],
})
export class PushModule {}
