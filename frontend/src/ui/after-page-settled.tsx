import { Suspense, type ReactNode } from 'react';
import { usePageSettled } from './use-page-settled';

/**
 * Renders `children` (lazily loaded parts that show nothing at first) only once the opening page
 * has drawn with its data (page-settled.ts), so their code is requested after what the member came
 * to see and never competes with it.
 */
export function AfterPageSettled({ children }: { children: ReactNode }) {
  const settled = usePageSettled();
  return settled ? <Suspense fallback={null}>{children}</Suspense> : null;
}
