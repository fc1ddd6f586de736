import { cleanRemarks, purgeDue, purgedEmail, stayOfferCode, undoWindowEnd, withinUndoWindow } from './account-deletion-rules';

describe('account deletion rules', () => {
  const deletedAt = new Date('2026-11-01T10:00:00Z');

  it('keeps the undo window open for exactly 14 days', () => {
    expect(undoWindowEnd(deletedAt).toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(withinUndoWindow(deletedAt, new Date('2026-11-15T09:59:59Z'))).toBe(true);
    expect(withinUndoWindow(deletedAt, new Date('2026-11-15T10:00:00Z'))).toBe(false);
    expect(withinUndoWindow(null, deletedAt)).toBe(false);
  });

  it('purges only a deleted, unpurged account whose window closed', () => {
    const after = new Date('2026-11-16T00:00:00Z');
    expect(purgeDue({ status: 'deleted', deleted_at: deletedAt, purged_at: null }, after)).toBe(true);
    expect(purgeDue({ status: 'deleted', deleted_at: deletedAt, purged_at: null }, new Date('2026-11-10T00:00:00Z'))).toBe(false);
    expect(purgeDue({ status: 'active', deleted_at: null, purged_at: null }, after)).toBe(false);
    expect(purgeDue({ status: 'deleted', deleted_at: deletedAt, purged_at: after }, after)).toBe(false);
    expect(purgeDue({ status: 'deleted', deleted_at: null, purged_at: null }, after)).toBe(false);
  });

  it('cleans remarks and names codes and purged addresses', () => {
    expect(cleanRemarks('  too\n\n\n\nexpensive  ')).toBe('too\n\nexpensive');
    expect(cleanRemarks(' \n ')).toBeNull();
    expect(cleanRemarks(undefined)).toBeNull();
    expect(stayOfferCode(50)).toBe('STAY50');
    expect(purgedEmail(42)).toBe('purged-42@deleted.invalid');
  });
});
