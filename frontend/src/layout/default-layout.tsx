import type { ReactNode } from 'react';
import { SiteEntryWarningModal } from '../site-entry/site-entry-warning-modal';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** Top bar, page, footer with disclaimer (spec §2 "Default"); warning banners come with accounts. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <SkipLink />
      <TopBar />
      <main id="main" tabIndex={-1} className="layout__main">
        {children}
      </main>
      <SiteFooter />
      <SiteEntryWarningModal />
    </div>
  );
}
