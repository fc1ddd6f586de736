import { useContext, useEffect } from 'react';
import { SettingsContext } from '../site-settings/settings-context';

// The title is "<counter><page title>": pages set their part, the counters set theirs, and
// either may change without the other (a new like arrives while a page stays open).
let pageTitle: string | null = null;
let counterPrefix = '';

function applyTitle(): void {
  if (typeof document === 'undefined') return;
  // Pages that set no title keep whatever the document had, still behind the counter.
  if (pageTitle === null) pageTitle = document.title;
  document.title = `${counterPrefix}${pageTitle}`;
}

/** Sets the page part of the title; the counter stays in front of it. */
export function setPageTitle(title: string): void {
  pageTitle = title;
  applyTitle();
}

/** Sets the counter part of the title, e.g. "(3) "; '' removes it. */
export function setTitlePrefix(prefix: string): void {
  if (prefix === counterPrefix) return;
  counterPrefix = prefix;
  applyTitle();
}

/**
 * Sets `<title>` to "<page> | <site name>" while the calling page is shown. `full`
 * marks a title that already names the site (the home page's index_title).
 */
export function usePageTitle(title: string | null | undefined, { full = false }: { full?: boolean } = {}): void {
  // Read leniently: the boot error page renders before settings exist.
  const siteName = useContext(SettingsContext)?.name;
  useEffect(() => {
    if (!title) return;
    setPageTitle(siteName && !full ? `${title} | ${siteName}` : title);
  }, [title, siteName, full]);
}
