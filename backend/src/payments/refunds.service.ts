import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { MemberEvent, PaymentStatus, PaymentView } from '@amoretto/shared';
import {
  PAYMENT_PROVIDER,
  PaymentRefusedError,
  keepPremiumWithPurchases,
  recordEvent,
  reversePurchase,
  type PaymentProvider,
} from '@amoretto/shared/node';
import { ApiException } from '../common/api-exception';
import { RealtimeService } from '../realtime/realtime.service';
import { lockBalance, lockPaymentForRefund, recordRefund, type RefundRow } from './after-payment.repository';
import { paymentDescription } from './payment-rules';
import { PaymentsService } from './payments.service';
import { refundPlan, unrecordedRefund } from './refund-rules';

type RefundStep = { kind: 'refunded' | 'reconciled'; status: PaymentStatus; from: PaymentStatus };

/**
 * Refunds the unused credits of a purchase (the site's refund_days rule). The ledger debit
 * and the provider's refund happen together: in one transaction holding the payment row's
 * lock, the credits are taken back and recorded first, the provider refunds last, and only
 * then does the transaction commit. A provider that refuses or cannot be reached rolls the
 * debit back. Should the commit fail after the provider refunded, the member has the money
 * and still the credits; the next refund request of that purchase finds the provider's
 * refunded amount above the recorded one and takes those credits back instead of refunding
 * again (unrecordedRefund), so money is never given back twice.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly payments: PaymentsService,
    private readonly realtime: RealtimeService,
  ) {}

  async refund(userId: number, paymentId: number): Promise<{ payment: PaymentView }> {
    const events: MemberEvent[] = [];
    let providerRefunded: { amountCents: number } | null = null;
    let step: RefundStep;
    try {
      step = await this.db.transaction(async (manager) => {
        const row = await lockPaymentForRefund(manager, userId, paymentId);
        if (!row) throw new ApiException('payment_not_found', HttpStatus.NOT_FOUND);
        if (row === 'busy') throw new ApiException('too_many_requests', HttpStatus.TOO_MANY_REQUESTS);
        if (row.provider !== this.provider.name || row.provider_payment_id === null) throw notPossible();
        const from = row.status;

        const unrecorded = unrecordedRefund(row, await this.refundedAtProvider(row.provider_payment_id));
        if (unrecorded) {
          const status = await this.takeBack(manager, row, unrecorded.credits, unrecorded.amountCents, 'reconciled', events);
          return { kind: 'reconciled', from, status };
        }

        const plan = refundPlan(row, await lockBalance(manager, userId), row.refund_days, new Date());
        if (!plan) throw notPossible();
        const status = await this.takeBack(manager, row, plan.credits, plan.amountCents, 'applied', events);
        try {
          await this.provider.refund(row.provider_payment_id, plan.amountCents, row.currency, paymentDescription(row.site_name, row.id));
        } catch (error) {
          throw refundError(error, row.id, this.logger);
        }
        providerRefunded = { amountCents: plan.amountCents };
        return { kind: 'refunded', from, status };
      });
    } catch (error) {
      if (providerRefunded === null) throw error;
      // The provider gave the money back but the ledger did not commit: the member keeps the
      // credits until the next refund request of this purchase records it (see above).
      const { amountCents } = providerRefunded as { amountCents: number };
      this.logger.error(
        `payment ${paymentId}: ${amountCents} refunded at the provider, not recorded (${error instanceof Error ? error.message : String(error)})`,
      );
      throw new ApiException('payment_provider_unavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }

    if (step.status !== step.from) events.push([userId, 'payment.updated', { payment: { id: paymentId, status: step.status } }]);
    this.realtime.toMembers(events);
    return { payment: (await this.payments.get(userId, paymentId)).payment };
  }

  /** Credits back through the ledger (never below zero), then the money recorded on the payment. */
  private async takeBack(
    manager: EntityManager,
    row: RefundRow,
    credits: number,
    amountCents: number,
    outcome: 'applied' | 'reconciled',
    events: MemberEvent[],
  ): Promise<PaymentStatus> {
    await reversePurchase(manager, row, credits, 'refund', events);
    const status = await recordRefund(manager, row.id, amountCents);
    if (status === 'refunded') await keepPremiumWithPurchases(manager, row.user_id, events);
    await recordEvent(manager, row.provider, row.provider_payment_id, row.id, 'refund', outcome, { credits, amount_cents: amountCents });
    return status;
  }

  private async refundedAtProvider(providerPaymentId: string): Promise<number> {
    try {
      return (await this.provider.getPayment(providerPaymentId)).refundedCents;
    } catch (error) {
      if (error instanceof PaymentRefusedError) throw notPossible();
      throw new ApiException('payment_provider_unavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }
  }
}

const notPossible = () => new ApiException('refund_not_possible', HttpStatus.UNPROCESSABLE_ENTITY);

function refundError(error: unknown, paymentId: number, logger: Logger): ApiException {
  if (error instanceof PaymentRefusedError) return notPossible();
  logger.warn(`payment ${paymentId}: refund not made, provider not reachable: ${error instanceof Error ? error.message : String(error)}`);
  return new ApiException('payment_provider_unavailable', HttpStatus.SERVICE_UNAVAILABLE);
}
