import { parseId } from '@amoretto/shared';

/**
 * A route's `$id` as a member id (the API's id rule), or null when it cannot be one. Only
 * the canonical spelling: `07` is not a page of its own.
 */
export function parseMemberId(raw: string): number | null {
  return raw.startsWith('0') ? null : (parseId(raw) ?? null);
}
