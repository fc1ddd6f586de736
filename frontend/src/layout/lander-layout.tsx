import { SITE_ENTRY_WARNING_COUNTRIES } from '@amoretto/shared';
import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { SignupModal } from '../accounts/signup/signup-modal';
import { SiteEntryWarningModal } from '../site-entry/site-entry-warning-modal';
import { LogoLink } from './logo-link';
import { DeferredSiteFooter } from './deferred-site-footer';
import { SkipLink } from './skip-link';

/**
 * Campaign landers (docs/product.md#landers): just the logo, the page and the footer, nothing
 * to distract, and the site's signup modal their calls to action open. Mounted by the pathless
 * route `routes/_lander.tsx`.
 */
export function LanderLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--lander">
      <SkipLink />
      <header className="lander-bar">
        <Container className="d-flex justify-content-center">
          <LogoLink />
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="layout__main">
        {children}
      </main>
      <DeferredSiteFooter />
      {/* docs/product.md#screens: landers warn NL and DE visitors only. */}
      <SiteEntryWarningModal onlyCountries={SITE_ENTRY_WARNING_COUNTRIES} />
      <SignupModal />
    </div>
  );
}
