import { CLIENT_HEADER } from '@amoretto/shared';

/** Whole minutes a lock still has, rounded up, never 0 while it lasts. */
export function lockMinutes(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 60_000));
}

/**
 * Whether a request was made by the site's own scripts. Browsers mark every request with
 * Sec-Fetch-Site; where they do not (older ones, non-browser clients) the site's client
 * header is needed, which another site's page cannot add without a CORS preflight we never
 * grant. A link, image or form from another site therefore never qualifies.
 */
export function isOwnClientRequest(headers: Record<string, string | string[] | undefined>): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return typeof headers[CLIENT_HEADER] === 'string' && headers[CLIENT_HEADER] !== '';
}
