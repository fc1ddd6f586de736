/** How the site server answers for the built files (the preview server; deploy/nginx.conf does the same). */

/** Hashed bundles never change under the same name; everything else must be revalidated. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export type Encoding = 'br' | 'gzip';

/** File suffix of each precompressed copy the build writes (precompress-plugin.ts). */
export const ENCODED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encodings a request's Accept-Encoding allows, best first: brotli is smaller than gzip.
 * A coding listed with q=0 is refused; `*` allows both.
 */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  const allowed = new Map<string, boolean>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name) allowed.set(name.trim(), !q || Number(q.slice(2)) > 0);
  }
  const wildcard = allowed.get('*') ?? false;
  return (['br', 'gzip'] as const).filter((coding) => allowed.get(coding) ?? wildcard);
}

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  woff2: 'font/woff2',
  map: 'application/json',
};

export function contentTypeFor(pathname: string): string {
  const extension = pathname.slice(pathname.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
