import { useContext, useEffect } from 'react';
import { SettingsContext } from '../settings/settings-context';

/** Sets `<title>` to "<page> | <site name>" while the calling page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  // Read leniently: the boot error page renders before settings exist.
  const siteName = useContext(SettingsContext)?.name;
  useEffect(() => {
    if (!title) return;
    document.title = siteName ? `${title} | ${siteName}` : title;
  }, [title, siteName]);
}
