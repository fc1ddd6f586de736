import { queryOptions } from '@tanstack/react-query';
import type {
  CampaignPreviewResponse,
  CampaignResponse,
  CampaignsResponse,
  CreateCampaignDto,
  CreateDiscountCodeDto,
  DiscountCodeCreatedResponse,
  DiscountCodesResponse,
  Locale,
} from '@amoretto/shared';
import { apiFetch } from '../../api/api-client';

export const discountCodesQuery = () =>
  queryOptions({
    queryKey: ['operator', 'discount-codes'] as const,
    queryFn: ({ signal }) => apiFetch<DiscountCodesResponse>({ path: '/operator/discount-codes', signal }),
  });

export const campaignsQuery = () =>
  queryOptions({
    queryKey: ['operator', 'campaigns'] as const,
    queryFn: ({ signal }) => apiFetch<CampaignsResponse>({ path: '/operator/campaigns', signal }),
  });

/** The preview is rendered by the workers: asked again every second until it is there. */
export const campaignPreviewQuery = (id: number, language: Locale) =>
  queryOptions({
    queryKey: ['operator', 'campaigns', id, 'preview', language] as const,
    queryFn: ({ signal }) => apiFetch<CampaignPreviewResponse>({ path: `/operator/campaigns/${id}/preview`, query: { language }, signal }),
    refetchInterval: (query) => (query.state.data?.html ? false : 1000),
  });

export const createDiscountCode = (body: CreateDiscountCodeDto) =>
  apiFetch<DiscountCodeCreatedResponse>({ method: 'POST', path: '/operator/discount-codes', body, retries: 0 });

export const createCampaign = (body: CreateCampaignDto) =>
  apiFetch<CampaignResponse>({ method: 'POST', path: '/operator/campaigns', body, retries: 0 });

export const sendCampaignTest = (id: number, language: Locale) =>
  apiFetch<{ to: string }>({ method: 'POST', path: `/operator/campaigns/${id}/test`, body: { language }, retries: 0 });

export const startCampaign = (id: number) =>
  apiFetch<CampaignResponse>({ method: 'POST', path: `/operator/campaigns/${id}/start`, retries: 0 });
