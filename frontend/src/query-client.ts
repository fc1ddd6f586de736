import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleSessionExpiry } from './auth/session-expiry';

// docs/product.md#accounts: every query and mutation goes through here, so a session that ended elsewhere
// logs the member out wherever it is noticed.
const onError = (error: unknown) => {
  handleSessionExpiry(queryClient, error);
};

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    // apiFetch already retries transient failures; a second retry layer would multiply them.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
