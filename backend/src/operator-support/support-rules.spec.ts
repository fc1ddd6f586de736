import { containsPattern, grantLedgerKey, restorableUntil, supportQuery } from './support-rules';

describe('support rules', () => {
  it('reads the search box as an id, an email or a name', () => {
    expect(supportQuery(' 42 ')).toEqual({ kind: 'id', id: 42 });
    expect(supportQuery('#42')).toEqual({ kind: 'id', id: 42 });
    expect(supportQuery('Anna@Example.com')).toEqual({ kind: 'email', email: 'anna@example.com' });
    expect(supportQuery('Anna')).toEqual({ kind: 'name', name: 'Anna' });
    // Beyond an int: not an id, looked up as text.
    expect(supportQuery('99999999999')).toEqual({ kind: 'name', name: '99999999999' });
    expect(supportQuery('0')).toEqual({ kind: 'name', name: '0' });
    expect(supportQuery('   ')).toBeNull();
  });

  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('restores a deleted account within its 14 days, never after the purge', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const deleted = (days: number, purged = false) => ({
      status: 'deleted',
      deleted_at: new Date(now.getTime() - days * 86_400_000),
      purged_at: purged ? now : null,
    });
    expect(restorableUntil(deleted(3), now)).toEqual(new Date('2026-12-07T12:00:00Z'));
    expect(restorableUntil(deleted(14.01), now)).toBeNull();
    expect(restorableUntil(deleted(3, true), now)).toBeNull();
    expect(restorableUntil({ status: 'active', deleted_at: null, purged_at: null }, now)).toBeNull();
  });

  it('keys a grant by the console request', () => {
    expect(grantLedgerKey('abc-123')).toBe('operator-grant:abc-123');
  });
});
