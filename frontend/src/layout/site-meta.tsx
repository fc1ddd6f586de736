import { useSettings } from '../site-settings/use-settings';

/**
 * The site's description (sites table) for search results and link previews. React 19
 * hoists the tag into <head>; crawlers that run the app read it there.
 */
export function SiteMeta() {
  const { description } = useSettings();
  return description ? <meta name="description" content={description} /> : null;
}
