import { readStoredTracking, TRACKING_STORAGE_KEY, writeStoredTracking } from './tracking-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('tracking storage', () => {
  it('round-trips a record as JSON under "tracking"', () => {
    const storage = memoryStorage();
    writeStoredTracking(storage, { network: 'n', sub1: 's' });
    expect(JSON.parse(storage.data.get(TRACKING_STORAGE_KEY) ?? '')).toEqual({ network: 'n', sub1: 's' });
    expect(readStoredTracking(storage)).toEqual({ network: 'n', sub1: 's' });
  });

  it('reads nothing from a missing or broken entry', () => {
    expect(readStoredTracking(memoryStorage())).toEqual({});
    expect(readStoredTracking(memoryStorage({ tracking: '{oops' }))).toEqual({});
    expect(readStoredTracking(memoryStorage({ tracking: '[1]' }))).toEqual({});
    expect(readStoredTracking(memoryStorage({ tracking: '"net"' }))).toEqual({});
  });

  it('keeps only known string fields, cleaned like query values', () => {
    const storage = memoryStorage({ tracking: JSON.stringify({ network: '{n}', sub2: 5, evil: 'x', ref: '' }) });
    expect(readStoredTracking(storage)).toEqual({ network: 'n' });
  });
});
