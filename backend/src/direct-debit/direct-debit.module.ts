import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DiscountsModule } from '../discounts/discounts.module';
import { PaymentsModule } from '../payments/payments.module';
import { DirectDebitController } from './direct-debit.controller';
import { DirectDebitService } from './direct-debit.service';
import { SandboxSmsController } from './sandbox-sms.controller';
import { smsSenderFactory } from './sms-sender';

/** The direct-debit order (/directdebit) with its SMS code, and the sandbox SMS inbox. */
@Module({
  imports: [AuthModule, DiscountsModule, PaymentsModule],
  controllers: [DirectDebitController, SandboxSmsController],
  providers: [smsSenderFactory, DirectDebitService],
})
export class DirectDebitModule {}
