/**
 * Where /lang-config returns to (docs/product.md#lang-config): the `redirect` it was opened with when
 * that is a path on this site, never another origin and never the page itself; null = go back.
 */
export function langConfigReturn(redirect: unknown): string | null {
  if (typeof redirect !== 'string' || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  if (redirect === '/lang-config' || redirect.startsWith('/lang-config?') || redirect.startsWith('/lang-config/')) return null;
  return redirect;
}
