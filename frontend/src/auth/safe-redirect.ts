/**
 * The `redirect` search parameter of /login, reduced to a path on this site: anything else
 * (another origin, `//host`, `javascript:`) would make the login page an open redirect.
 */
export function safeRedirect(target: unknown, fallback = '/members'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // The login page itself would only loop.
  if (target === '/login' || target.startsWith('/login?')) return fallback;
  return target;
}
