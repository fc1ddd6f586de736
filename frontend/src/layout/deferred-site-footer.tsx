import { lazy } from 'react';
import { Deferred } from '../ui/deferred';

// Below the page, never part of what the member came to see: its code comes once the page has
// drawn with its data. Appearing under the page, it moves nothing already drawn.
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })));

/** The site's footer (legal links, disclaimer), loaded after the page has settled. */
export function DeferredSiteFooter() {
  return (
    <Deferred until="settled">
      <SiteFooter />
    </Deferred>
  );
}
