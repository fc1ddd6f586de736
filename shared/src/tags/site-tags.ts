// A site's tracking tag and session-analytics script, stored per site as data (docs/product.md#consent).

/** The two third-party scripts of a site and the consent category each needs. */
export const TAG_KINDS = ['tracking_tag', 'session_analytics'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** Optional cookie categories a visitor can allow (the necessary ones are always on). */
export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Which consent each kind waits for: the tracking tag is marketing, session recording is analytics. */
export const TAG_CONSENT: Record<TagKind, ConsentCategory> = {
  tracking_tag: 'marketing',
  session_analytics: 'analytics',
};

/** One script: the account id the vendor knows the site by and where its script is loaded from. */
export interface SiteTag {
  id: string;
  /** Same-origin path (`/api/collect/…`) or an https URL the site's Content-Security-Policy allows. */
  script_url: string;
}

/** `sites.tags`: null where a site has no such script. */
export type SiteTags = Record<TagKind, SiteTag | null>;

export const NO_SITE_TAGS: SiteTags = { tracking_tag: null, session_analytics: null };

const TAG_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A tag as stored, or null when the stored value is not a usable one (a bad row never loads a script). */
export function readSiteTag(value: unknown): SiteTag | null {
  if (!value || typeof value !== 'object') return null;
  const { id, script_url: url } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !TAG_ID.test(id) || typeof url !== 'string') return null;
  const sameOrigin = /^\/(?!\/)[^\s]*$/.test(url);
  const https = /^https:\/\/[^\s/]+\/[^\s]*$/.test(url);
  return sameOrigin || https ? { id, script_url: url } : null;
}

/** The stored `sites.tags` value as the settings carry it. */
export function readSiteTags(value: unknown): SiteTags {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { tracking_tag: readSiteTag(record.tracking_tag), session_analytics: readSiteTag(record.session_analytics) };
}
