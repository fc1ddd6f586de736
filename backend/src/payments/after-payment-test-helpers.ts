// Test helpers of the refund, chargeback, receipt and repeat-order integration tests: a paid
// purchase made through the sandbox's checkout page and webhook, and credits spent in a chat.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { PaymentMethod, PaymentView, Receipt } from '@amoretto/shared';
import { chatMember } from '../chats/chat-test-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import type { TestBackend } from '../testing/test-app';
import { chooseOnCheckout, sandboxWebhook, startedPayment, type Member } from './payment-test-helpers';

/** A purchase paid on the sandbox's checkout page and settled by its webhook. */
export async function paidPurchase(backend: TestBackend, db: DataSource, member: Member, tier = 'p0', method: PaymentMethod = 'ideal') {
  const { started, sandboxId } = await startedPayment(backend, db, member, tier, method);
  await chooseOnCheckout(backend, sandboxId, 'paid').expect(303);
  await sandboxWebhook(backend, sandboxId).expect(200);
  return { payment: started.payment, sandboxId };
}

/** Spends credits the way a member does: `messages` texts to a partner (10 credits each on the NL site). */
export async function spendOnMessages(backend: TestBackend, db: DataSource, member: Member, messages: number) {
  const partner = await chatMember(backend, db, { gender: 'female' });
  for (let i = 0; i < messages; i++) {
    await sendMessage(backend, member, partner.id).expect(201);
  }
  return partner;
}

export function sendMessage(backend: TestBackend, member: Member, to: number) {
  return backend
    .http()
    .post('/api/chats/messages')
    .set('Host', NL_HOST)
    .set('Cookie', member.cookie)
    .send({ profile_id: to, client_id: randomUUID(), body: 'Ciao!' });
}

export async function paymentDetail(backend: TestBackend, member: Member, paymentId: number) {
  const res = await backend.http().get(`/api/payments/${paymentId}`).set('Cookie', member.cookie).expect(200);
  return res.body as { payment: PaymentView; receipt: Receipt | null };
}

export function requestRefund(backend: TestBackend, member: Member, paymentId: number) {
  return backend.http().post(`/api/payments/${paymentId}/refund`).set('Cookie', member.cookie);
}

/** The sandbox's record of a payment: what the provider says it gave back and lost to chargebacks. */
export async function atSandbox(db: DataSource, sandboxId: string) {
  const [row] = (await db.query(`SELECT status, amount_cents, refunded_cents, charged_back_cents FROM sandbox_payments WHERE id = $1`, [
    sandboxId,
  ])) as Array<{
    status: string;
    amount_cents: number;
    refunded_cents: number;
    charged_back_cents: number;
  }>;
  return row!;
}
