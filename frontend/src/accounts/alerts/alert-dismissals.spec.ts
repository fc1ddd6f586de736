import { readDismissal, storeDismissal } from './alert-dismissals';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
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
});
