import { Suspense, type ReactNode } from 'react';
import { useEverTrue } from './use-ever-true';

/**
 * Renders a lazily loaded dialog from the first time it opens, and keeps it mounted after (its
 * close animation plays). Until then its code is not even requested.
 */
export function OnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const used = useEverTrue(open);
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}
