import { lazy, type ComponentType } from 'react';
import { wholeCatalog } from '../i18n/i18n';
import { Deferred } from '../ui/deferred';

// Below the page, never part of what the member came to see: its code comes once the page has
// drawn with its data, with the catalog's second part its texts are in (i18n/catalog-parts.ts).
// Appearing under the page, it moves nothing already drawn. If either cannot load, the page goes
// without a footer rather than showing untranslated keys (as the push banner does).
const SiteFooter = lazy<ComponentType>(() =>
  Promise.all([import('./site-footer'), wholeCatalog()]).then(
    ([module]) => ({ default: module.SiteFooter }),
    () => ({ default: () => null }),
  ),
);

/** The site's footer (legal links, disclaimer), loaded after the page has settled. */
export function DeferredSiteFooter() {
  return (
    <Deferred until="settled">
      <SiteFooter />
    </Deferred>
  );
}
