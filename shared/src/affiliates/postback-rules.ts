// Affiliate postbacks (docs/product.md#postbacks): which events a network hears about and how its
// postback address is filled in from the member's tracking record.

export const POSTBACK_EVENTS = ['signup', 'activation', 'purchase'] as const;
export type PostbackEvent = (typeof POSTBACK_EVENTS)[number];

/** The tracking record a postback reports back (what the ad click carried). */
export interface PostbackTracking {
  ref?: string;
  sub1?: string;
  sub2?: string;
  sub3?: string;
}

const PLACEHOLDER = /\{(ref|sub1|sub2|sub3|event)\}/g;

/**
 * The network's template with `{ref}`, `{sub1}`…`{sub3}` and `{event}` filled in, each value
 * URL-encoded (a value can never add a parameter or change the host); a missing value is empty.
 * Null when the template is not an http(s) address.
 */
export function postbackUrl(template: string, tracking: PostbackTracking, event: PostbackEvent): string | null {
  const filled = template.replace(PLACEHOLDER, (_m, name: keyof PostbackTracking | 'event') =>
    encodeURIComponent(name === 'event' ? event : (tracking[name] ?? '')),
  );
  let url: URL;
  try {
    url = new URL(filled);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
}

/** A network answer that counts as received; anything else is tried again later. */
export const postbackAccepted = (status: number): boolean => status >= 200 && status < 300;
