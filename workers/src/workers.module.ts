import { Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DiscoveryModule } from '@nestjs/core';
import { WorkersConfig } from './config/workers-config';
import { JobRunnerService } from './jobs/job-runner.service';
import { RepeatingJobsScheduler } from './jobs/repeating-jobs.scheduler';
import { AccountPurgeProcessor } from './accounts/account-purge.processor';
import { ActivationReminderProcessor } from './accounts/activation-reminder.processor';
import { AffiliatePostbackProcessor } from './affiliates/affiliate-postback.processor';
import { workersDbProvider } from './database/workers-db.provider';
import { TimeBonusEndedProcessor } from './discounts/time-bonus-ended.processor';
import { MailProcessor } from './mail/mail.processor';
import { NotificationMailService } from './mail/notification-mail.service';
import { CampaignMailProcessor } from './campaigns/campaign-mail.processor';
import { CampaignPreviewProcessor } from './campaigns/campaign-preview.processor';
import { UnreadDigestProcessor } from './mail/unread-digest.processor';
import { RemindersProcessor } from './mail/reminders.processor';
import { NotifyLikesMailProcessor } from './notify/notify-likes-mail.processor';
import { NotifyLikesProcessor } from './notify/notify-likes.processor';
import { NotifyMailSendProcessor } from './notify/notify-mail-send.processor';
import { NotifyMailer } from './notify/notify-mailer.service';
import { MessageRelayGate } from './notify/message-relay-gate';
import { NotifyMessageProcessor } from './notify/notify-message.processor';
import { PresenceReader } from './notify/presence-reader.service';
import { PushSender } from './notify/push-sender.service';
import { OutboxPruneProcessor } from './outbox/outbox-prune.processor';
import { OutboxRelayService } from './outbox/outbox-relay.service';
import { RELAY_GATES } from './outbox/relay-gate';
import { MemberEventsService } from './payments/member-events.service';
import { PollVersionsService } from './poll/poll-versions.service';
import { PaymentFollowUpProcessor } from './payments/payment-follow-up.processor';
import { workersPaymentProvider } from './payments/payment-provider.provider';
import { ReceiptMailProcessor } from './payments/receipt-mail.processor';
import { SandboxJobsProcessor } from './payments/sandbox-jobs.processor';

@Module({})
export class WorkersModule implements OnApplicationShutdown {
  constructor(private readonly db: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.db.isInitialized) await this.db.destroy();
  }

  static forConfig(config: WorkersConfig): DynamicModule {
    return {
      module: WorkersModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: WorkersConfig, useValue: config },
        workersDbProvider,
        JobRunnerService,
        RepeatingJobsScheduler,
        MailProcessor,
        NotificationMailService,
        UnreadDigestProcessor,
        RemindersProcessor,
        CampaignMailProcessor,
        CampaignPreviewProcessor,
        OutboxRelayService,
        MessageRelayGate,
        // Jobs the relay looks at before making them (outbox/relay-gate.ts).
        { provide: RELAY_GATES, useFactory: (message: MessageRelayGate) => [message], inject: [MessageRelayGate] },
        ActivationReminderProcessor,
        AccountPurgeProcessor,
        workersPaymentProvider,
        MemberEventsService,
        SandboxJobsProcessor,
        PaymentFollowUpProcessor,
        ReceiptMailProcessor,
        TimeBonusEndedProcessor,
        PresenceReader,
        PushSender,
        NotifyMailer,
        NotifyMessageProcessor,
        NotifyLikesProcessor,
        NotifyLikesMailProcessor,
        NotifyMailSendProcessor,
        OutboxPruneProcessor,
        AffiliatePostbackProcessor,
        PollVersionsService,
      ],
    };
  }
}
