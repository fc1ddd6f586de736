import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { WorkersConfig } from './config/workers-config';
import { JobRunnerService } from './jobs/job-runner.service';
import { MailProcessor } from './mail/mail.processor';
import { OutboxRelayService } from './outbox/outbox-relay.service';

@Module({})
export class WorkersModule {
  static forConfig(config: WorkersConfig): DynamicModule {
    return {
      module: WorkersModule,
      imports: [DiscoveryModule],
      providers: [{ provide: WorkersConfig, useValue: config }, JobRunnerService, MailProcessor, OutboxRelayService],
    };
  }
}
