import type { DataSource } from 'typeorm';
import { paidEffects } from './paid-effects';
import { recordEvent, settleFromProvider, type SettleResult } from './payment-ledger';
import type { PaymentProvider } from './payment-provider';
import { PaymentRefusedError } from './provider-errors';

/**
 * Brings the product's payment in line with the provider: the status is always fetched from
 * the provider (a webhook only says which payment to look at), then settled once
 * (payment-ledger.ts). Used by the webhook and by the status follow-up job alike. The caller
 * emits `events` after this returns (the transaction has committed).
 *
 * A payment the provider does not know is recorded and changes nothing. Any other provider
 * error is thrown: the provider was not reachable, the caller answers so it is tried again.
 */
export async function syncPayment(db: DataSource, provider: PaymentProvider, providerPaymentId: string): Promise<SettleResult> {
  let reported;
  try {
    reported = await provider.getPayment(providerPaymentId);
  } catch (error) {
    if (!(error instanceof PaymentRefusedError && error.reason === 'unknown_payment')) throw error;
    await db.transaction((manager) =>
      recordEvent(manager, provider.name, providerPaymentId, null, 'status', 'unknown_payment', { at: 'provider' }),
    );
    return { outcome: { kind: 'unknown_payment' }, events: [] };
  }
  const result = await settleFromProvider(db, provider.name, reported, { onPaid: paidEffects });
  const { outcome } = result;
  if (outcome.kind === 'updated') {
    result.events.push([outcome.userId, 'payment.updated', { payment: { id: outcome.paymentId, status: outcome.status } }]);
  }
  return result;
}
