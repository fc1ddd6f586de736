import { clearDismissal, readDismissal, storeDismissal } from './alert-dismissals';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('banner dismissals', () => {
  it('stores the time per member', () => {
    const storage = memoryStorage();
    expect(readDismissal(storage, 'add-photos', 7)).toBeNull();
    storeDismissal(storage, 'add-photos', 7, 1_700_000_000_000);
    expect(readDismissal(storage, 'add-photos', 7)).toBe(1_700_000_000_000);
    expect(readDismissal(storage, 'add-photos', 8)).toBeNull();
  });

  it('ignores garbage', () => {
    const storage = memoryStorage();
    storage.setItem('dismissed-alert:add-photos:7', 'yesterday');
    expect(readDismissal(storage, 'add-photos', 7)).toBeNull();
  });

  it('forgets a closing when asked (mail turned back on)', () => {
    const storage = memoryStorage();
    storeDismissal(storage, 'email-off', 7, 1_700_000_000_000);
    clearDismissal(storage, 'email-off', 7);
    expect(readDismissal(storage, 'email-off', 7)).toBeNull();
  });
});
