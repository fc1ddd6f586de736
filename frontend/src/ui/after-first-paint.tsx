import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` (lazily loaded parts that show nothing at first) only once the page has
 * painted, so their code is requested after the first page's own and never delays it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
