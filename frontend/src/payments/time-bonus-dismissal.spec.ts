import { dismissTimeBonusModal, isTimeBonusModalDismissed, timeBonusDismissalKey } from './time-bonus-dismissal';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

describe('time-bonus modal dismissal', () => {
  it('is remembered per member', () => {
    const storage = memoryStorage();
    expect(isTimeBonusModalDismissed(storage, 7)).toBe(false);
    dismissTimeBonusModal(storage, 7, 1_700_000_000_000);
    expect(isTimeBonusModalDismissed(storage, 7)).toBe(true);
    expect(isTimeBonusModalDismissed(storage, 8)).toBe(false);
  });

  it('ignores garbage', () => {
    const storage = memoryStorage();
    storage.setItem(timeBonusDismissalKey(7), 'later');
    expect(isTimeBonusModalDismissed(storage, 7)).toBe(false);
  });
});
