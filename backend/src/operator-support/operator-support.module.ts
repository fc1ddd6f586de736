import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { OperatorAuthModule } from '../operator-auth/operator-auth.module';
import { PaymentsModule } from '../payments/payments.module';
import { SupportController } from './support.controller';
import { SupportService } from './support.service';

/** Support in the operator console (docs/product.md#operator-support). */
@Module({
  imports: [OperatorAuthModule, AccountsModule, PaymentsModule],
  controllers: [SupportController],
  providers: [SupportService],
})
export class OperatorSupportModule {}
