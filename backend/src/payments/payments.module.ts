import { Module } from '@nestjs/common';
import { PAYMENT_PROVIDER } from '@amoretto/shared/node';
import { AuthModule } from '../auth/auth.module';
import { DiscountsModule } from '../discounts/discounts.module';
import { SitesModule } from '../sites/sites.module';
import { AfterPaymentController } from './after-payment.controller';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { paymentProviderFactory } from './provider.factory';
import { RefundsService } from './refunds.service';
import { RepeatOrdersService } from './repeat-orders.service';
import { SandboxController } from './sandbox.controller';

/** Orders, the provider's webhooks and the sandbox provider's pages. PaymentsService and the provider are for the direct-debit and repeat-order flows too. */
@Module({
  imports: [AuthModule, DiscountsModule, SitesModule],
  controllers: [PaymentsController, AfterPaymentController, SandboxController],
  providers: [paymentProviderFactory, PaymentsService, RefundsService, RepeatOrdersService],
  exports: [PaymentsService, RefundsService, PAYMENT_PROVIDER],
})
export class PaymentsModule {}
