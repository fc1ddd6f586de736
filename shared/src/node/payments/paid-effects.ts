import type { EntityManager } from 'typeorm';
import type { ProviderPayment } from './payment-provider';
import { keepMandate, type PaymentRow } from './payments-data';
import { receiptOnPaid } from './receipt-source';

/**
 * What a payment becoming paid does besides the ledger grant, in the settling transaction
 * (so it happens once, with the grant): the card or account mandate the provider kept for
 * later charges is stored for the member's repeat orders, and the receipt's tax country is
 * fixed and its mail queued (receipt-source.ts). Effects of a paid payment belong here so
 * that every settling path (webhook, status follow-up) does them.
 */
export async function paidEffects(manager: EntityManager, payment: PaymentRow, provider: ProviderPayment): Promise<void> {
  await receiptOnPaid(manager, payment);
  if (provider.mandate) {
    const { customerId, mandateId, method, label } = provider.mandate;
    await keepMandate(manager, payment.id, { userId: payment.user_id, provider: payment.provider, customerId, mandateId, method, label });
  }
}
