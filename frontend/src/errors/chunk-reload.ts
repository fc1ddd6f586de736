import { CHUNK_RELOAD_GUARD_MS } from '@amoretto/shared';
import { namesCatalogPartFile } from '../i18n/catalog-parts';

/** sessionStorage key holding the time of the last chunk-failure reload. */
export const CHUNK_RELOAD_KEY = 'amoretto.chunk-reload-at';

export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides whether a failed page chunk may trigger a reload now, and if so records it.
 * A new deploy removes old chunks, so one reload fixes it; a second failure inside the
 * guard window means reloading would only loop.
 */
export function claimChunkReload(storage: GuardStorage, now: number, guardMs: number = CHUNK_RELOAD_GUARD_MS): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < guardMs) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk \S+ failed/i,
];

/** Whether an error comes from a lazily loaded chunk that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

function sessionStore(): GuardStorage {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked; without it, allow no reload rather than risk a loop.
    return { getItem: () => String(Date.now()), setItem: () => undefined };
  }
}

/**
 * TanStack Router's lazy route components also reload once per error message on their
 * own. Marking that as done leaves this guard as the only reload policy, so a broken
 * chunk costs one reload, not two.
 */
function claimRouterReload(error: unknown): void {
  if (!(error instanceof Error)) return;
  try {
    window.sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1');
  } catch {
    // Without storage the router cannot reload on its own either.
  }
}

/** Reloads the page if the guard allows it; returns whether a reload was started. */
export function reloadForChunkError(error?: unknown): boolean {
  claimRouterReload(error);
  if (!claimChunkReload(sessionStore(), Date.now())) return false;
  window.location.reload();
  return true;
}

/**
 * A catalog part (`assets/catalog-<lang>-<part>-….js`). The rest of the catalog is fetched ahead
 * of need while the member reads the first page; a failure there must not reload that page. Whoever
 * needs a part handles its failure: the boot, and the route error page (which reloads for it).
 */
export function isCatalogChunkError(error: unknown): boolean {
  return isChunkLoadError(error) && namesCatalogPartFile((error as Error).message);
}

/** Vite fires `vite:preloadError` when a dynamic import or one of its dependencies fails. */
export function installChunkReloadHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (isCatalogChunkError(event.payload)) return;
    // preventDefault stops the error from reaching the page, which is about to reload anyway.
    if (reloadForChunkError(event.payload)) event.preventDefault();
  });
}
