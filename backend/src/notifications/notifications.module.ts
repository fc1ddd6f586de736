import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailFeedbackController } from './mail-feedback.controller';
import { MailFeedbackService } from './mail-feedback.service';
import { NotificationSettingsController } from './notification-settings.controller';
import { NotificationSettingsService } from './notification-settings.service';

/** Email notification settings, unsubscribe links, bounce and complaint reports (docs/product.md#notifications). */
@Module({
  imports: [AuthModule],
  controllers: [NotificationSettingsController, MailFeedbackController],
  providers: [NotificationSettingsService, MailFeedbackService],
})
export class NotificationsModule {}
