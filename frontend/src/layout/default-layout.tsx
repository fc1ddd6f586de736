import type { ReactNode } from 'react';
import { BannerAlerts } from '../accounts/alerts/banner-alerts';
import { SignupModal } from '../accounts/signup/signup-modal';
import { DeferredMatchModalHost } from '../likes/deferred-match-modal-host';
import { OfferBanner } from '../payments/offer-banner';
import { SiteEntryWarningModal } from '../site-entry/site-entry-warning-modal';
import { DeferredSiteFooter } from './deferred-site-footer';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/**
 * Top bar, member banners, page, footer with disclaimer, the offer bar, the signup modal and the like/match modals (docs/product.md#screens).
 * `banner` is drawn under the member banners: the route's own (routes/_default.tsx), whose code the error pages need not load.
 */
export function DefaultLayout({ children, banner = null }: { children: ReactNode; banner?: ReactNode }) {
  return (
    <div className="layout layout--default">
      <SkipLink />
      <TopBar />
      <BannerAlerts />
      {banner}
      <main id="main" tabIndex={-1} className="layout__main">
        {children}
      </main>
      <DeferredSiteFooter />
      <OfferBanner />
      <SiteEntryWarningModal />
      <SignupModal />
      <DeferredMatchModalHost />
    </div>
  );
}
