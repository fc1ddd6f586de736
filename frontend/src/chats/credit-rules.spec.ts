import { canAfford } from './credit-rules';

describe('canAfford', () => {
  it('pays when the balance covers the price', () => {
    expect(canAfford({ credits: 10, credit_debt: 0 }, 10)).toBe(true);
    expect(canAfford({ credits: 9, credit_debt: 0 }, 10)).toBe(false);
    expect(canAfford({ credits: 0, credit_debt: 0 }, 10)).toBe(false);
  });

  it('refuses paid sends while credits are owed', () => {
    expect(canAfford({ credits: 50, credit_debt: 5 }, 10)).toBe(false);
  });

  it('always allows what costs nothing', () => {
    expect(canAfford({ credits: 0, credit_debt: 5 }, 0)).toBe(true);
  });
});
