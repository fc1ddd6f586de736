import type { PaymentView, Receipt } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';

/** `GET /api/payments/:id`: the payment, and its receipt once it is paid (null before). */
export interface PaymentDetail {
  payment: PaymentView;
  receipt: Receipt | null;
}

/** The member's own payments, newest first. */
export async function fetchPayments(signal?: AbortSignal): Promise<PaymentView[]> {
  return (await apiFetch<{ payments: PaymentView[] }>({ path: '/payments', signal })).payments;
}

export async function fetchPayment(id: number, signal?: AbortSignal): Promise<PaymentDetail> {
  return apiFetch<PaymentDetail>({ path: `/payments/${id}`, signal });
}

/** Refunds the unused credits of a purchase. Not retried by the client: the member decides again. */
export async function refundPayment(id: number): Promise<PaymentView> {
  return (await apiFetch<{ payment: PaymentView }>({ method: 'POST', path: `/payments/${id}/refund`, retries: 0 })).payment;
}
