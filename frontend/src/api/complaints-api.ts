import type { ComplaintDto, ComplaintResponse } from '@amoretto/shared';
import { apiFetch } from './api-client';

/** POST /api/complaints (docs/product.md#complaints); never retried: a retry could file it twice. */
export async function sendComplaint(body: ComplaintDto): Promise<ComplaintResponse> {
  return apiFetch<ComplaintResponse>({ method: 'POST', path: '/complaints', body, retries: 0 });
}
