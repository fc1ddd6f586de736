// @ts-check
// Small helpers every service module of the stack uses.

/** Project-local servers listen here only. */
export const HOST = '127.0.0.1';

/**
 * The URL with its path replaced (a database name, a Redis db number).
 * @param {string} url
 * @param {string} path
 */
export function withPath(url, path) {
  const parsed = new URL(url);
  parsed.pathname = path;
  return parsed.href;
}

/**
 * The URL with its password masked, for logs.
 * @param {string} url
 */
export function redactUrl(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}
