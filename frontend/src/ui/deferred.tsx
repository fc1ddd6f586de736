import { Suspense, type ReactNode } from 'react';
import { useOpeningPageDrawn } from './use-opening-page-drawn';
import { usePageSettled } from './use-page-settled';

/**
 * Renders `children` (lazily loaded parts that show nothing at first) after the page, so their code
 * is requested after the page's own: `paint`, once the opening page has drawn (opening-page-drawn.ts:
 * live updates, which must start with the page); `settled`, once it has drawn with its data
 * (page-settled.ts: extras, which must not compete with what the member came to see).
 */
export function Deferred({ until, children }: { until: 'paint' | 'settled'; children: ReactNode }) {
  const settled = usePageSettled();
  const drawn = useOpeningPageDrawn();
  return (until === 'paint' ? drawn : settled) ? <Suspense fallback={null}>{children}</Suspense> : null;
}
