import { FOLLOW_UP_AFTER_MS, followUpDelayMs } from './follow-up-schedule';

describe('payment follow-up schedule', () => {
  it('adds up to the schedule: each round waits from the one before', () => {
    let at = 0;
    for (let round = 1; round <= FOLLOW_UP_AFTER_MS.length; round += 1) {
      at += followUpDelayMs(round)!;
      expect(at).toBe(FOLLOW_UP_AFTER_MS[round - 1]);
    }
  });

  it('starts two minutes after the payment and ends after the last round', () => {
    expect(followUpDelayMs(1)).toBe(120_000);
    expect(followUpDelayMs(FOLLOW_UP_AFTER_MS.length + 1)).toBeNull();
    expect(followUpDelayMs(0)).toBeNull();
  });
});
