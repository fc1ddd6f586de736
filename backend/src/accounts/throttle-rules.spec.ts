import { lockMinutes } from './throttle-rules';

describe('lockMinutes', () => {
  it.each([
    [1, 1],
    [59_999, 1],
    [60_000, 1],
    [60_001, 2],
    [900_000, 15],
  ])('%d ms left → %d minutes', (ms, minutes) => expect(lockMinutes(ms)).toBe(minutes));
});
