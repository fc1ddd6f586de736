import { filtersKey, type MemberSearchParams } from './search-params';

/**
 * Keyset cursors of pages already seen, per filter set: "next" and "back" reuse them, so
 * only a page typed into the URL makes the server hop there.
 */
const cursors = new Map<string, Map<number, string>>();
const MAX_FILTER_SETS = 20;

export function rememberCursor(params: MemberSearchParams, page: number, cursor: string): void {
  const key = filtersKey(params);
  let pages = cursors.get(key);
  if (!pages) {
    if (cursors.size >= MAX_FILTER_SETS) cursors.delete(cursors.keys().next().value!);
    pages = new Map();
    cursors.set(key, pages);
  }
  pages.set(page, cursor);
}

/** The cursor that opens `page` (the one page - 1 handed out), if known. */
export function cursorFor(params: MemberSearchParams, page: number): string | undefined {
  return page > 1 ? cursors.get(filtersKey(params))?.get(page) : undefined;
}

export function forgetCursors(): void {
  cursors.clear();
}
