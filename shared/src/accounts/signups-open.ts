import type { SignupMode } from '../vocabularies';

const present = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * docs/product.md#accounts: signups are open for everyone with `all`; with `with_trafficsource` only for a
 * visitor who came through an ad network (any of the networks given: the one in the
 * request, or one recorded earlier); closed otherwise. The backend enforces it, the site
 * hides the signup with the same rule.
 */
export function signupsOpen(mode: SignupMode | string, ...networks: Array<string | null | undefined>): boolean {
  if (mode === 'all') return true;
  return mode === 'with_trafficsource' && networks.some(present);
}
