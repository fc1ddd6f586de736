import { CHUNK_RELOAD_GUARD_MS } from '@amoretto/shared';
import { CHUNK_RELOAD_KEY, claimChunkReload, isCatalogChunkError, isChunkLoadError, type GuardStorage } from './chunk-reload';

function memoryStorage(): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('claimChunkReload', () => {
  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('refuses a second reload inside the guard window', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, 1_000_000);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    // The refused attempt must not extend the window.
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('allows another reload once the window has passed', () => {
    const storage = memoryStorage();
    claimChunkReload(storage, 1_000_000);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('treats garbage in storage as no previous reload', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, 'not-a-number');
    expect(claimChunkReload(storage, 5)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises dynamic import failures of the major browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Request failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('isCatalogChunkError', () => {
  it('recognises a catalog part that failed to load', () => {
    expect(
      isCatalogChunkError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/catalog-it-rest-Dgnv0U6Q.js')),
    ).toBe(true);
    expect(isCatalogChunkError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/catalog-pl-first-C1.js'))).toBe(
      true,
    );
  });

  it('leaves other chunks (and errors without an address) to the reload', () => {
    expect(isCatalogChunkError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/members-B2sdpCK9.js'))).toBe(
      false,
    );
    expect(isCatalogChunkError(new TypeError('Importing a module script failed.'))).toBe(false);
    expect(isCatalogChunkError(new Error('catalog-it-rest-x.js is not a chunk error'))).toBe(false);
  });
});
