import type { CreateCampaignDto, CreateDiscountCodeDto } from '@amoretto/shared';
import { campaignLanguages, campaignProblems, discountCodeProblems, normalizedCode } from './operator-campaign-rules';

const now = new Date('2026-11-26T12:00:00Z');
const code = (over: Partial<CreateDiscountCodeDto> = {}): CreateDiscountCodeDto => ({
  code: 'SPRING10',
  value_percentage: 10,
  status: 'active',
  validity: 'once_per_user',
  ...over,
});

describe('discount code rules', () => {
  it('accepts a plain code', () => {
    expect(discountCodeProblems(code(), now)).toEqual({});
  });

  it('refuses an expiry in the past or now', () => {
    expect(discountCodeProblems(code({ expires_at: '2026-11-26T11:59:59Z' }), now)).toEqual({ expires_at: ['inFuture'] });
    expect(discountCodeProblems(code({ expires_at: now.toISOString() }), now)).toEqual({ expires_at: ['inFuture'] });
    expect(discountCodeProblems(code({ expires_at: '2026-12-01T00:00:00Z' }), now)).toEqual({});
  });

  it('wants the currency of a minimum order value', () => {
    expect(discountCodeProblems(code({ minimum_order_value_cents: 2000 }), now)).toEqual({ currency: ['requiredWithMinimum'] });
    expect(discountCodeProblems(code({ minimum_order_value_cents: 2000, currency: 'EUR' }), now)).toEqual({});
  });

  it('shows codes upper-case', () => {
    expect(normalizedCode(' spring10 ')).toBe('SPRING10');
  });
});

describe('campaign rules', () => {
  const campaign = (texts: CreateCampaignDto['texts']): CreateCampaignDto => ({ type: 'news', texts, path: '/', segment: {} });
  const text = { subject: 'Hi', paragraphs: ['News'] };

  it('needs a text in one language at least', () => {
    expect(campaignProblems(campaign({}))).toEqual({ texts: ['atLeastOneLanguage'] });
    expect(campaignProblems(campaign({ de: text }))).toEqual({});
  });

  it('lists the written languages in the product’s order', () => {
    expect(campaignLanguages({ pl: text, it: text, en: text })).toEqual(['it', 'en', 'pl']);
  });
});
