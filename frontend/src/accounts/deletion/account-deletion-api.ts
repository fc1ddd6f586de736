import type { AccountDeletionDto, AccountDeletionInfoResponse, StayOfferResponse } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiUrl } from '../../api/api-client';
import { queryKeys } from '../../api/query-keys';

// Leaving (docs/product.md#leaving): what the deletion form offers, the stay offer, the deletion,
// and the data export.

/** GET /api/account/deletion: the stay offer (the company's delete discount) and the undo window. */
export const deletionInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.member.deletionInfo,
    queryFn: ({ signal }) => apiFetch<AccountDeletionInfoResponse>({ path: '/account/deletion', signal }),
  });

export async function acceptStayOffer(): Promise<StayOfferResponse> {
  return apiFetch<StayOfferResponse>({ method: 'POST', path: '/account/deletion/stay-offer', retries: 0 });
}

/** Ends the member's sessions on success: the caller drops its member state. */
export async function deleteAccount(body: AccountDeletionDto): Promise<void> {
  await apiFetch<void>({ method: 'POST', path: '/account/deletion', body, retries: 0 });
}

/** A plain link: the server answers with the JSON as an attachment, the browser saves it. */
export const ACCOUNT_EXPORT_URL = apiUrl('/account/export');
