import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { DiscountsModule } from '../discounts/discounts.module';
import { PaymentsModule } from '../payments/payments.module';
import { DirectDebitController } from './direct-debit.controller';
import { DirectDebitService } from './direct-debit.service';
import { SandboxSmsController } from './sandbox-sms.controller';
import { smsSenderFactory } from './sms-sender';

/** The direct-debit order (/directdebit) with its SMS code, and the sandbox SMS inbox. */
@Module({
  imports: [AccountsModule, DiscountsModule, PaymentsModule],
  controllers: [DirectDebitController, SandboxSmsController],
  providers: [smsSenderFactory, DirectDebitService],
})
export class DirectDebitModule {}
