import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PaymentMethod, RepeatOrder, RepeatOrdersResponse } from '@amoretto/shared';
import { PAYMENT_PROVIDER, type PaymentProvider } from '@amoretto/shared/node';
import { ApiException } from '../common/api-exception';
import { DiscountsService } from '../discounts/discounts.service';
import { invalidateMandate, newestValidMandate, repeatableOrder, repeatableOrders, type RepeatableRow } from './after-payment.repository';
import { chargedCents } from './payment-rules';
import { payingMember, type PayingMember } from './payments.repository';
import { PaymentsService, type StartedPayment } from './payments.service';
import { chargesMandate, isRepeatable } from './repeat-order-rules';

/**
 * The member's earlier orders, bought again in one click: the same package (at today's
 * price for the member) with the same method. A stored card is charged without a checkout
 * page (a recurring charge the provider settles); without one, the provider's page opens as
 * for a new order (a card payment then asks to keep the card for next time).
 */
@Injectable()
export class RepeatOrdersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly payments: PaymentsService,
    private readonly discounts: DiscountsService,
  ) {}

  async list(userId: number): Promise<RepeatOrdersResponse> {
    const member = await this.member(userId);
    const rows = (await repeatableOrders(this.db, userId)).filter((row) => isRepeatable(row.method, member.country));
    const mandates = new Map<PaymentMethod, { label: string } | null>();
    const orders: RepeatOrder[] = [];
    for (const row of rows) {
      if (!mandates.has(row.method)) mandates.set(row.method, await this.mandateFor(userId, row.method));
      const mandate = mandates.get(row.method) ?? null;
      orders.push({
        payment_id: row.payment_id,
        package: { id: row.package_id, tier: row.tier, credits: row.credits },
        method: row.method,
        amount_cents: await this.todaysPrice(userId, member, row),
        currency: row.currency,
        mandate: mandate ? { label: mandate.label } : null,
        last_paid_at: row.last_paid_at.toISOString(),
      });
    }
    return { orders };
  }

  /** Buys an earlier order again; the same idempotency key again answers the same payment. */
  async repeat(userId: number, input: { paymentId: number; idempotencyKey: string; requestHost?: string }): Promise<StartedPayment> {
    const member = await this.member(userId);
    const order = await repeatableOrder(this.db, userId, input.paymentId);
    if (!order) throw new ApiException('payment_not_found', HttpStatus.NOT_FOUND);
    if (!isRepeatable(order.method, member.country)) throw new ApiException('payment_method_unavailable', HttpStatus.UNPROCESSABLE_ENTITY);
    const start = {
      packageId: order.package_id,
      method: order.method,
      discountCode: null,
      idempotencyKey: input.idempotencyKey,
      requestHost: input.requestHost,
    };
    const mandate = await this.mandateFor(userId, order.method);
    if (!mandate) return this.payments.startPayment(userId, start);
    try {
      return await this.payments.startPayment(userId, { ...start, sequenceType: 'recurring', mandate: { id: mandate.id } });
    } catch (error) {
      // The provider refused the stored card (revoked, expired): it is not offered again,
      // and the next click opens the provider's page to enter a card by hand.
      if (error instanceof ApiException && error.code === 'recurring_payment_failed') await invalidateMandate(this.db, mandate.id);
      throw error;
    }
  }

  private async mandateFor(userId: number, method: PaymentMethod): Promise<{ id: number; label: string } | null> {
    return chargesMandate(method) ? newestValidMandate(this.db, userId, this.provider.name, method) : null;
  }

  /** What a repeat would charge now: the package's price under the discount the member has today (as the order would compute it). */
  private async todaysPrice(userId: number, member: PayingMember, row: RepeatableRow): Promise<number> {
    const discount = await this.discounts.resolveDiscount(userId, {
      code: null,
      method: row.method,
      currency: row.currency,
      country: member.country,
      orderCents: row.price_cents,
    });
    return chargedCents(row.price_cents, discount);
  }

  private async member(userId: number): Promise<PayingMember> {
    const member = await payingMember(this.db, userId);
    if (!member) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    return member;
  }
}
