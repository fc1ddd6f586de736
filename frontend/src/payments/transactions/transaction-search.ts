import { parseId } from '@amoretto/shared';

/** The query of /transactions/{id}. */
export interface TransactionSearch {
  /** 1 when the provider (or the direct-debit confirmation) sent the member here after paying. */
  return?: 1;
  /** The earlier order this payment repeats: Try again after a failed stored-card charge buys that order again. */
  repeat_of?: number;
}

const asId = (value: unknown): number | undefined => parseId(typeof value === 'number' ? String(value) : value);

/** Anything unknown in the URL is dropped, not refused. */
export function parseTransactionSearch(raw: Record<string, unknown>): TransactionSearch {
  const search: TransactionSearch = {};
  if (raw.return === 1 || raw.return === '1' || raw.return === true) search.return = 1;
  const repeatOf = asId(raw.repeat_of);
  if (repeatOf !== undefined) search.repeat_of = repeatOf;
  return search;
}
