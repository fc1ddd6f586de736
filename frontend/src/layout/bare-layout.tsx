import type { ReactNode } from 'react';
import { SkipLink } from './skip-link';

/**
 * Chat and empty layouts: the page owns the whole viewport. Mounted by `routes/_chat.tsx`
 * and `routes/_empty.tsx`, added with their first pages (a childless pathless route would
 * collide with `/` in the route generator).
 */
export function BareLayout({ variant, children }: { variant: 'chat' | 'empty'; children: ReactNode }) {
  return (
    <div className={`layout layout--${variant}`}>
      <SkipLink />
      <main id="main" tabIndex={-1} className="layout__main">
        {children}
      </main>
    </div>
  );
}
