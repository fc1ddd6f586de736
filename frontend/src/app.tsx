import { QueryClientProvider } from '@tanstack/react-query';
import { BootGate } from './site-settings/boot-gate';
import { queryClient } from './query-client';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BootGate />
    </QueryClientProvider>
  );
}
