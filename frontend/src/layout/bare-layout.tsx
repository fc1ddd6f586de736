import { SITE_ENTRY_WARNING_COUNTRIES } from '@amoretto/shared';
import type { ReactNode } from 'react';
import { SiteEntryWarningModal } from '../site-entry/site-entry-warning-modal';
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
      {/* docs/product.md#screens: the chat layout warns NL and DE visitors; the empty layout has the signup modal instead. */}
      {variant === 'chat' ? <SiteEntryWarningModal onlyCountries={SITE_ENTRY_WARNING_COUNTRIES} /> : null}
    </div>
  );
}
