/**
 * When the page a visit opens on has "settled": it has drawn, and the data it asked for has arrived
 * and been drawn too (no query fetching, then a frame), or at the latest `capMs` after it drew.
 * Extras that are not what the member came to see (the catalog's second part, banners, strips)
 * wait for it: on a slow link their downloads would otherwise hold the connections and the
 * bandwidth the first results' photos need. Live updates do not wait (ui/deferred.tsx). It settles
 * once per page load; parts mounted after that (on later pages) load at once.
 */
export interface PageSettleDeps {
  /** How many queries are fetching now. */
  fetching: () => number;
  /** Calls `listener` whenever a query changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Runs `run` after the browser's next frame (what was just rendered has been committed and drawn). */
  afterNextFrame: (run: () => void) => void;
  /** Settles this long after the watch started, whatever is still fetching. */
  capMs: number;
}

export interface PageSettle {
  settled: () => boolean;
  /** Starts watching (idempotent): called once the opening page has drawn. */
  start: () => void;
  /** Calls `listener` once settled (at once if it already is); returns the unsubscribe. */
  onSettled: (listener: () => void) => () => void;
}

export function createPageSettle(deps: PageSettleDeps): PageSettle {
  let settled = false;
  let started = false;
  let confirming = false;
  let unsubscribe: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const settle = () => {
    if (settled) return;
    settled = true;
    unsubscribe?.();
    listeners.forEach((listener) => listener());
    listeners.clear();
  };

  // Idle now: confirmed a frame later, once the data that just arrived has been drawn (a query that
  // started meanwhile is waited for in turn).
  const check = () => {
    if (settled || confirming || deps.fetching() > 0) return;
    confirming = true;
    deps.afterNextFrame(() => {
      confirming = false;
      if (deps.fetching() === 0) settle();
    });
  };

  return {
    settled: () => settled,
    start: () => {
      if (started || settled) return;
      started = true;
      // Once settled, the cap's call changes nothing.
      setTimeout(settle, deps.capMs);
      unsubscribe = deps.subscribe(check);
      check();
    },
    onSettled: (listener) => {
      if (settled) listener();
      else listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
