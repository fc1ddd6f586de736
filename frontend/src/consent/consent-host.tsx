import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSettings } from '../site-settings/use-settings';
import { ConsentBanner } from './consent-banner';
import { needsConsentBanner, tagsToLoad } from './consent-rules';
import { useConsentState } from './consent-store';
import { loadTag } from './tag-loader';

/**
 * docs/product.md#consent: the banner until the visitor chooses (or when asked to open again), and
 * the site's tracking tag and session-analytics script once the matching category is allowed.
 * Loaded once the page has settled (routes/__root.tsx) and never on operator pages.
 */
export function ConsentHost() {
  const { consent, reopened } = useConsentState();
  const { tags } = useSettings();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    for (const { kind, tag } of tagsToLoad(tags, consent, pathname)) loadTag(kind, tag);
  }, [tags, consent, pathname]);

  return reopened || needsConsentBanner(consent, pathname) ? <ConsentBanner key={String(reopened)} reopened={reopened} /> : null;
}
