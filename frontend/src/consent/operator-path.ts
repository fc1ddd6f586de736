/**
 * Operator pages are the staff's console: no cookie banner, no tags, no service worker
 * (docs/product.md#consent). A module of its own: the first page's code needs only this.
 */
export function isOperatorPath(pathname: string): boolean {
  return pathname === '/operator' || pathname.startsWith('/operator/');
}
