import { Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DiscoveryModule } from '@nestjs/core';
import { WorkersConfig } from './config/workers-config';
import { JobRunnerService } from './jobs/job-runner.service';
import { ActivationReminderProcessor } from './accounts/activation-reminder.processor';
import { workersDbProvider } from './database/workers-db.provider';
import { TimeBonusEndedProcessor } from './discounts/time-bonus-ended.processor';
import { MailProcessor } from './mail/mail.processor';
import { OutboxRelayService } from './outbox/outbox-relay.service';
import { MemberEventsService } from './payments/member-events.service';
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
        MailProcessor,
        OutboxRelayService,
        ActivationReminderProcessor,
        workersPaymentProvider,
        MemberEventsService,
        SandboxJobsProcessor,
        PaymentFollowUpProcessor,
        ReceiptMailProcessor,
        TimeBonusEndedProcessor,
      ],
    };
  }
}
