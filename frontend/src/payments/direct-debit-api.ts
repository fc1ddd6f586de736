import type { DirectDebitRequestDto, DirectDebitRequestResponse, StartPaymentResponse } from '@amoretto/shared';
import { apiFetch } from '../api/api-client';

/** The order form: the server checks the IBAN and phone and sends the SMS code. */
export async function requestDirectDebit(body: DirectDebitRequestDto): Promise<DirectDebitRequestResponse> {
  return apiFetch<DirectDebitRequestResponse>({ method: 'POST', path: '/directdebit', body, retries: 0 });
}

/** The SMS code confirms the order; the answer names the payment to follow. */
export async function confirmDirectDebit(requestId: number, otp: string): Promise<StartPaymentResponse> {
  return apiFetch<StartPaymentResponse>({ method: 'POST', path: `/directdebit/${requestId}/confirm`, body: { otp }, retries: 0 });
}
