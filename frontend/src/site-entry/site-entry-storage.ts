import { SITE_ENTRY_WARNING_KEY } from '@amoretto/shared';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** When the warning was closed, or null. Anything but a positive timestamp counts as never. */
export function readSiteEntryDismissedAt(storage: KeyValueStorage): number | null {
  const raw = storage.getItem(SITE_ENTRY_WARNING_KEY);
  if (raw === null) return null;
  const at = Number(raw);
  return Number.isFinite(at) && at > 0 ? at : null;
}

export function storeSiteEntryDismissal(storage: KeyValueStorage, at: number): void {
  storage.setItem(SITE_ENTRY_WARNING_KEY, String(at));
}
