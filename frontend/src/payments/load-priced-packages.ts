import type { PaymentMethod } from '@amoretto/shared';
import type { QueryClient } from '@tanstack/react-query';
import { loadQuery } from '../api/load-query';
import { packagesQuery } from './payments-queries';

/** For loaders: the packages as usePricedPackages asks for them (the member's prices, and the typed code's). */
export async function loadPricedPackages(
  queryClient: QueryClient,
  code: string | null,
  method: PaymentMethod | null = null,
): Promise<void> {
  await Promise.all([
    loadQuery(queryClient, packagesQuery(null)),
    code === null ? undefined : loadQuery(queryClient, packagesQuery(code, method)),
  ]);
}
