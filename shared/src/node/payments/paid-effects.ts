import type { EntityManager } from 'typeorm';
import type { PaymentRow } from './payment-ledger';
import type { ProviderPayment } from './payment-provider';
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
    await manager.query(
      `INSERT INTO mandates (user_id, provider, provider_customer_id, provider_mandate_id, method, label)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ON CONSTRAINT mandates_provider_id DO NOTHING`,
      [payment.user_id, payment.provider, customerId, mandateId, method, label],
    );
    await manager.query(
      `UPDATE payments SET mandate_id = (SELECT id FROM mandates WHERE provider = $2 AND provider_mandate_id = $3)
        WHERE id = $1 AND mandate_id IS NULL`,
      [payment.id, payment.provider, mandateId],
    );
  }
}
