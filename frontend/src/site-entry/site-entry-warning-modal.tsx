import { lazy } from 'react';
import { OnFirstOpen } from '../ui/on-first-open';
import { useSiteEntryWarning } from './use-site-entry-warning';

// The dialog loads only for visitors who are asked: most page loads are not.
const SiteEntryWarningDialog = lazy(() =>
  import('./site-entry-warning-dialog').then((module) => ({ default: module.SiteEntryWarningDialog })),
);

/**
 * The adults-only gate (docs/product.md#screens) where this visitor gets it. While its code loads,
 * the same backdrop already covers the site: nothing behind the gate shows in the meantime.
 */
export function SiteEntryWarningModal({ onlyCountries }: { onlyCountries?: readonly string[] }) {
  const warning = useSiteEntryWarning(onlyCountries);
  return (
    <OnFirstOpen open={warning.show} fallback={<div className="modal-backdrop show site-entry-backdrop" />}>
      <SiteEntryWarningDialog warning={warning} />
    </OnFirstOpen>
  );
}
