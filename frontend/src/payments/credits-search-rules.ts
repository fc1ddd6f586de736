import { DISCOUNT_CODE_MAX_LENGTH, parseId } from '@amoretto/shared';

/** The query of /credits: a package chosen elsewhere (premium, pricing) and a typed discount code. */
export interface CreditsSearch {
  package?: number;
  code?: string;
}

/** The typed discount code as sent to the server: trimmed, nothing when empty or too long to be one. */
export function cleanDiscountCode(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const code = raw.trim();
  return code && code.length <= DISCOUNT_CODE_MAX_LENGTH ? code : undefined;
}

/** Anything unknown in the URL is dropped, not refused. */
export function parseCreditsSearch(raw: Record<string, unknown>): CreditsSearch {
  const search: CreditsSearch = {};
  const id = parseId(typeof raw.package === 'number' ? String(raw.package) : raw.package);
  if (id !== undefined) search.package = id;
  const code = cleanDiscountCode(raw.code);
  if (code) search.code = code;
  return search;
}

/** The query of the pay page: only the discount code travels along. */
export function parsePaySearch(raw: Record<string, unknown>): Pick<CreditsSearch, 'code'> {
  const code = cleanDiscountCode(raw.code);
  return code ? { code } : {};
}
