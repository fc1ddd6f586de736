import { queryOptions } from '@tanstack/react-query';
import type {
  SupportActivationResponse,
  SupportGrantResponse,
  SupportMemberResponse,
  SupportRefundResponse,
  SupportSearchResponse,
} from '@amoretto/shared';
import { apiFetch } from '../../api/api-client';

const BASE = '/operator/support/members';

export const supportSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['operator', 'support', 'search', q] as const,
    queryFn: ({ signal }) => apiFetch<SupportSearchResponse>({ path: BASE, query: { q }, signal }),
    enabled: q.trim().length > 0,
  });

export const supportMemberQuery = (id: number) =>
  queryOptions({
    queryKey: ['operator', 'support', 'member', id] as const,
    queryFn: ({ signal }) => apiFetch<SupportMemberResponse>({ path: `${BASE}/${id}`, signal }),
  });

// Actions are never repeated by the client; grants and refunds carry the form's key besides.
export const resendActivation = (id: number) =>
  apiFetch<SupportActivationResponse>({ method: 'POST', path: `${BASE}/${id}/activation-mail`, retries: 0 });

export const grantCredits = (id: number, body: { amount: number; reason: string; key: string }) =>
  apiFetch<SupportGrantResponse>({ method: 'POST', path: `${BASE}/${id}/credits`, body, retries: 0 });

export const refundPurchase = (id: number, paymentId: number, key: string) =>
  apiFetch<SupportRefundResponse>({ method: 'POST', path: `${BASE}/${id}/payments/${paymentId}/refund`, body: { key }, retries: 0 });

export const restoreAccount = (id: number) => apiFetch<unknown>({ method: 'POST', path: `${BASE}/${id}/restore`, retries: 0 });

/** A key per form: a double submit of the same form acts once on the server. */
export const newRequestKey = (): string => crypto.randomUUID();
