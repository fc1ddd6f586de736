/** What an ad click tells us about where a visitor came from (docs/product.md#tracking). */
export interface TrackingRecord {
  network?: string;
  ref?: string;
  sub1?: string;
  sub2?: string;
  sub3?: string;
}

export type TrackingField = keyof TrackingRecord;

/**
 * Query names per record field, canonical name first: when a link carries several
 * aliases of one field, the first non-empty one in this order wins.
 */
export const TRACKING_ALIASES: Readonly<Record<TrackingField, readonly string[]>> = {
  network: ['network'],
  ref: ['ref'],
  sub1: ['sub1', 'sub', 'aff_sub1', 'aff_sub'],
  sub2: ['sub2', 'aff_sub2'],
  sub3: ['sub3', 'aff_sub3'],
};

/** Bounce-logging switch (docs/product.md#tracking). */
export const BOUNCE_LOGGING_PARAM = 'lb';
/** Removed with the tracking names: the click price is the network's business, not the page's. */
const DROPPED_PARAMS = ['cpc', BOUNCE_LOGGING_PARAM];

/** Same cap as the signup contract (TrackingDto @MaxLength(100)), so a stored record is always accepted. */
export const TRACKING_VALUE_MAX_LENGTH = 100;

const REMOVED = new Set([...Object.values(TRACKING_ALIASES).flat(), ...DROPPED_PARAMS]);

export interface ParsedTracking {
  record: TrackingRecord;
  bounceLogging: boolean;
  /** The query without tracking names, `cpc` and `lb`; other parameters keep their order. */
  cleanedSearch: URLSearchParams;
  /** Whether anything was taken out, i.e. whether the address bar needs rewriting. */
  changed: boolean;
}

/**
 * Networks fill their macros as `{clickid}`; an unfilled or half-filled macro leaves the
 * braces behind, which are never part of a real value (docs/product.md#tracking).
 */
export function cleanTrackingValue(raw: string): string | undefined {
  const value = raw.replace(/[{}]/g, '').trim().slice(0, TRACKING_VALUE_MAX_LENGTH).trim();
  return value === '' ? undefined : value;
}

export function parseTracking(search: URLSearchParams): ParsedTracking {
  const record: TrackingRecord = {};
  for (const [field, names] of Object.entries(TRACKING_ALIASES) as [TrackingField, readonly string[]][]) {
    for (const name of names) {
      const value = search
        .getAll(name)
        .map(cleanTrackingValue)
        .find((v) => v !== undefined);
      if (value !== undefined) {
        record[field] = value;
        break;
      }
    }
  }

  const cleanedSearch = new URLSearchParams();
  let changed = false;
  for (const [name, value] of search) {
    if (REMOVED.has(name)) changed = true;
    else cleanedSearch.append(name, value);
  }

  return { record, bounceLogging: search.has(BOUNCE_LOGGING_PARAM), cleanedSearch, changed };
}

const isEmpty = (record: TrackingRecord | null | undefined): boolean =>
  !record || Object.values(record).every((value) => value === undefined || value === '');

/**
 * A click with a network is a new arrival and replaces the whole record, so sub ids of
 * one network never mix with another's. Without a network the stored record stays; only
 * when nothing is stored yet do network-less values (a bare `ref`) get kept.
 */
export function mergeTracking(stored: TrackingRecord | null | undefined, fresh: TrackingRecord): TrackingRecord {
  if (fresh.network) return { ...fresh };
  if (!isEmpty(stored)) return { ...stored };
  return { ...fresh };
}
