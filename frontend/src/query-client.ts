import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // apiFetch already retries transient failures; a second retry layer would multiply them.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
