import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily loaded dialog from the first time it opens, and keeps it mounted after (its
 * close animation plays). Until then its code is not even requested; `fallback` shows while it loads.
 */
export function OnFirstOpen({ open, fallback = null, children }: { open: boolean; fallback?: ReactNode; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return open || opened ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}
