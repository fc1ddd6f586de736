import { settleSend } from './chat-send-result';

describe('settleSend refusals for credits', () => {
  it('answers not_enough_credits with the price and the balance', () => {
    expect(settleSend({ outcome: 'not_enough_credits', price: 10, credits: 4, credit_debt: 0 }, 2, 'text')).toEqual({
      outcome: 'refused',
      refusal: { code: 'not_enough_credits', status: 402, details: { price: 10, credits: 4 } },
    });
  });

  it('answers credit_debt_outstanding with the debt when the sender owes credits after a chargeback', () => {
    expect(settleSend({ outcome: 'not_enough_credits', price: 10, credits: 0, credit_debt: 60 }, 2, 'text')).toEqual({
      outcome: 'refused',
      refusal: { code: 'credit_debt_outstanding', status: 402, details: { price: 10, credits: 0, credit_debt: 60 } },
    });
  });
});
