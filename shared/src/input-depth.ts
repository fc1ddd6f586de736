/**
 * How deeply request input may nest arrays and objects. The deepest real body has three levels
 * (a push subscription's keys); class-transformer and the text check walk input recursively, and
 * a few thousand levels (a few KB of `[`) overflow the stack, so deeper input is refused first.
 */
export const MAX_INPUT_DEPTH = 32;
/** The constraint name for input nested deeper than that. */
export const MAX_DEPTH = 'maxDepth';

/**
 * The top-level key (or index) under which `value` nests deeper than `max` levels, '' when
 * `value` itself does, undefined when it does not. Iterative, so any depth is safe to check.
 */
export function tooDeepAt(value: unknown, max = MAX_INPUT_DEPTH): string | undefined {
  const pending: Array<{ item: unknown; depth: number; top: string }> = [{ item: value, depth: 0, top: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { item, depth, top } = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return top;
    for (const [key, child] of Object.entries(item)) pending.push({ item: child, depth: depth + 1, top: depth === 0 ? key : top });
  }
  return undefined;
}
