import { lazy, Suspense, useEffect, useState } from 'react';
import { wholeCatalog } from '../i18n/i18n';
import { usePageSettled } from '../ui/use-page-settled';

// Below the page, never part of what the member came to see: its code comes once the page has
// drawn with its data. Appearing under the page, it moves nothing already drawn.
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })));

/**
 * The site's footer (legal links, disclaimer), drawn after the page has settled and its texts, in
 * the catalog's second part (i18n/catalog-parts.ts), have arrived. When they cannot be loaded the
 * page goes without a footer rather than showing untranslated keys.
 */
export function DeferredSiteFooter() {
  const settled = usePageSettled();
  const [texts, setTexts] = useState(false);
  useEffect(() => {
    if (!settled) return;
    let mounted = true;
    void wholeCatalog().then(
      () => mounted && setTexts(true),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [settled]);
  return texts ? (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  ) : null;
}
