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

// docs/product.md#trust and #fictional-answers: the refusals chat_send adds for them.
describe('settleSend refusals of trust limits and fictional profiles', () => {
  it('answers the per-minute limit with 429, when to try again and the limit', () => {
    expect(settleSend({ outcome: 'trust_rate_limited', seconds: 42, limit: 5 }, 2, 'text')).toEqual({
      outcome: 'refused',
      refusal: { code: 'trust_rate_limited', status: 429, details: { seconds: 42, limit: 5 } },
    });
  });

  it.each(['held_for_review', 'photo_requires_confirmation', 'fictional_cannot_start'] as const)('answers %s with 403', (outcome) => {
    expect(settleSend({ outcome }, 2, 'photo')).toEqual({ outcome: 'refused', refusal: { code: outcome, status: 403 } });
  });
});
