import { SITE_ENTRY_WARNING_KEY } from '@amoretto/shared';
import { readSiteEntryDismissedAt, storeSiteEntryDismissal } from './site-entry-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('site-entry storage', () => {
  it('remembers when the warning was confirmed, under the key it reads on the next visit', () => {
    const storage = memoryStorage();
    storeSiteEntryDismissal(storage, 1_700_000_000_123);
    expect(storage.data.get(SITE_ENTRY_WARNING_KEY)).toBe('1700000000123');
    expect(readSiteEntryDismissedAt(storage)).toBe(1_700_000_000_123);
  });

  it('reads never for a missing or unusable value', () => {
    expect(readSiteEntryDismissedAt(memoryStorage())).toBeNull();
    expect(readSiteEntryDismissedAt(memoryStorage({ [SITE_ENTRY_WARNING_KEY]: 'yes' }))).toBeNull();
    expect(readSiteEntryDismissedAt(memoryStorage({ [SITE_ENTRY_WARNING_KEY]: '0' }))).toBeNull();
  });
});
