import { ACCOUNT_DELETION_UNDO_DAYS } from '../constants';

// The clock of leaving (docs/product.md#leaving): a deleted account can be restored for
// ACCOUNT_DELETION_UNDO_DAYS; from then on the purge erases it.

const DAY_MS = 86_400_000;

/** How long the delete-discount ("stay") code can be used once the member accepts it. */
export const STAY_OFFER_DAYS = 7;

/** The moment the undo window of a deletion closes. */
export function undoWindowEnd(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + ACCOUNT_DELETION_UNDO_DAYS * DAY_MS);
}

/** Whether a deletion can still be undone (by the mailed link or by signing up again). */
export function withinUndoWindow(deletedAt: Date | null, now: Date): boolean {
  return deletedAt !== null && now.getTime() < undoWindowEnd(deletedAt).getTime();
}

/** Whether the purge may erase an account now: deleted, not purged yet, the window closed. */
export function purgeDue(member: { status: string; deleted_at: Date | null; purged_at: Date | null }, now: Date): boolean {
  return (
    member.status === 'deleted' && member.purged_at === null && member.deleted_at !== null && !withinUndoWindow(member.deleted_at, now)
  );
}

/** The member's own code for the stay offer: one spelling per percentage, unique per member. */
export function stayOfferCode(percentage: number): string {
  return `STAY${percentage}`;
}

/** Remarks as stored: trimmed, runs of blank lines kept to one, nothing when only whitespace. */
export function cleanRemarks(raw: string | undefined): string | null {
  const text = (raw ?? '').trim().replace(/\n{3,}/g, '\n\n');
  return text === '' ? null : text;
}

/** The address a purged account keeps: unique (the index wants one), reserved (RFC 2606), nobody's. */
export function purgedEmail(userId: number): string {
  return `purged-${userId}@deleted.invalid`;
}
