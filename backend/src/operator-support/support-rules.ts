import { ACCOUNT_DELETION_UNDO_DAYS } from '@amoretto/shared';

/** How support's search box reads what was typed: a member id, an email address, or part of a name. */
export type SupportQuery = { kind: 'id'; id: number } | { kind: 'email'; email: string } | { kind: 'name'; name: string };

export function supportQuery(text: string): SupportQuery | null {
  const q = text.trim();
  if (!q) return null;
  // "#123" or "123": an id (within int range), else it is looked up as a name.
  const id = /^#?(\d{1,10})$/.exec(q);
  if (id && Number(id[1]) >= 1 && Number(id[1]) <= 2_147_483_647) return { kind: 'id', id: Number(id[1]) };
  if (q.includes('@')) return { kind: 'email', email: q.toLowerCase() };
  return { kind: 'name', name: q };
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Until when a deleted account may be restored: the member's own undo window (the same 14 days
 * as the mailed link), never after the purge. Null: nothing to restore.
 */
export function restorableUntil(member: { status: string; deleted_at: Date | null; purged_at: Date | null }, now: Date): Date | null {
  if (member.status !== 'deleted' || !member.deleted_at || member.purged_at) return null;
  const until = new Date(member.deleted_at.getTime() + ACCOUNT_DELETION_UNDO_DAYS * 86_400_000);
  return until > now ? until : null;
}

/** The ledger's idempotency key of an operator's grant: one grant per console form, however often it is sent. */
export const grantLedgerKey = (requestKey: string): string => `operator-grant:${requestKey}`;

/** The ledger reason of an operator's grant; the operator's own words stay in the audit log. */
export const GRANT_LEDGER_REASON = 'operator_grant';
