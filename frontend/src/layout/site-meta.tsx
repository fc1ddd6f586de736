import { useRouterState } from '@tanstack/react-router';
import { useSettings } from '../site-settings/use-settings';

/**
 * The site's description (sites table) for search results and link previews, and the same
 * page on every country site as an `hreflang` alternate. React 19 hoists these tags into
 * <head>; crawlers that run the app read them there.
 */
export function SiteMeta() {
  const { description, alternates } = useSettings();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      {description ? <meta name="description" content={description} /> : null}
      {/* Absent from a backend older than the site (during a rolling deploy): no links then. */}
      {(alternates ?? []).map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={`https://${alternate.domain}${pathname}`} />
      ))}
    </>
  );
}
