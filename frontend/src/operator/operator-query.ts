import type { OperatorView } from '@amoretto/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchOperator } from './operator-api';

/**
 * The console's own key, apart from the members' (api/query-keys.ts): the operator session is
 * another cookie, and a member logging in or out never touches it.
 */
export const OPERATOR_QUERY_KEY = ['operator', 'me'] as const;

export const operatorQuery = () =>
  queryOptions({
    queryKey: OPERATOR_QUERY_KEY,
    queryFn: ({ signal }): Promise<OperatorView | null> => fetchOperator(signal),
    staleTime: 30_000,
  });
