import { premiumClaim } from './premium-rules';

describe('the measured premium claim', () => {
  it('states how much more often premium members match', () => {
    expect(premiumClaim({ sample: 100, matched: 73 }, { sample: 200, matched: 100 }, 90, 50)).toEqual({
      better_percent: 46,
      premium_rate: 0.73,
      free_rate: 0.5,
      premium_sample: 100,
      free_sample: 200,
      window_days: 90,
    });
  });

  it('rounds the figure to whole percent', () => {
    expect(premiumClaim({ sample: 60, matched: 20 }, { sample: 90, matched: 20 }, 90, 50)?.better_percent).toBe(50);
    expect(premiumClaim({ sample: 70, matched: 30 }, { sample: 70, matched: 21 }, 90, 50)?.premium_rate).toBe(0.4286);
  });

  it('makes no claim below the minimum sample of either group', () => {
    expect(premiumClaim({ sample: 49, matched: 49 }, { sample: 500, matched: 10 }, 90, 50)).toBeNull();
    expect(premiumClaim({ sample: 500, matched: 400 }, { sample: 49, matched: 1 }, 90, 50)).toBeNull();
  });

  it('makes no claim when premium does not do better', () => {
    expect(premiumClaim({ sample: 100, matched: 50 }, { sample: 100, matched: 50 }, 90, 50)).toBeNull();
    expect(premiumClaim({ sample: 100, matched: 40 }, { sample: 100, matched: 50 }, 90, 50)).toBeNull();
    expect(premiumClaim({ sample: 1000, matched: 502 }, { sample: 1000, matched: 500 }, 90, 50)).toBeNull();
  });

  it('makes no claim when free members never match (there is no ratio to state)', () => {
    expect(premiumClaim({ sample: 100, matched: 10 }, { sample: 100, matched: 0 }, 90, 50)).toBeNull();
  });
});
