import { useContext, useEffect } from 'react';
import { SettingsContext } from '../settings/settings-context';

/**
 * Sets `<title>` to "<page> | <site name>" while the calling page is shown. `full`
 * marks a title that already names the site (the home page's index_title).
 */
export function usePageTitle(title: string | null | undefined, { full = false }: { full?: boolean } = {}): void {
  // Read leniently: the boot error page renders before settings exist.
  const siteName = useContext(SettingsContext)?.name;
  useEffect(() => {
    if (!title) return;
    document.title = siteName && !full ? `${title} | ${siteName}` : title;
  }, [title, siteName, full]);
}
