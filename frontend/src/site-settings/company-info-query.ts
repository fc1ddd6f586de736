import type { CompanyInfo } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-client';
import { queryKeys } from '../api/query-keys';

/** The company behind the site (legal pages, footer, complaints); it never changes during a visit. */
export const companyInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.companyInfo,
    queryFn: ({ signal }) => apiFetch<CompanyInfo>({ path: '/companyinfo.php', signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
