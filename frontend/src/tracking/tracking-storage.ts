import { TRACKING_ALIASES, cleanTrackingValue, type TrackingField, type TrackingRecord } from './tracking-params';

/** localStorage key of the visitor's tracking record; signup sends its contents along. */
export const TRACKING_STORAGE_KEY = 'tracking';
/** sessionStorage flag: bounce logging stays on for the tab once a link asked for it. */
export const BOUNCE_LOGGING_STORAGE_KEY = 'bounce-logging';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const FIELDS = Object.keys(TRACKING_ALIASES) as TrackingField[];

/** The stored record, re-cleaned: localStorage is user-editable, so only known string fields survive. */
export function readStoredTracking(storage: KeyValueStorage): TrackingRecord {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(TRACKING_STORAGE_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const source = parsed as Record<string, unknown>;
  const record: TrackingRecord = {};
  for (const field of FIELDS) {
    const raw = source[field];
    const value = typeof raw === 'string' ? cleanTrackingValue(raw) : undefined;
    if (value !== undefined) record[field] = value;
  }
  return record;
}

export function writeStoredTracking(storage: KeyValueStorage, record: TrackingRecord): void {
  storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(record));
}
