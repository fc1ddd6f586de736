import { messagePrice, type ChatPrices } from './pricing';

const prices: ChatPrices = {
  message_credits: 10,
  photo_credits: 25,
  gift_credits: 40,
  minimum_message_costs: { NL: { costs: 15, currency: 'EUR' }, BE: { costs: 5, currency: 'EUR' } },
};

describe('messagePrice', () => {
  it('charges the country minimum when it is above the message price', () => {
    expect(messagePrice(prices, 'NL', 'text')).toBe(15);
  });
  it('charges message_credits when the minimum is lower or absent', () => {
    expect(messagePrice(prices, 'BE', 'text')).toBe(10);
    expect(messagePrice(prices, 'DE', 'text')).toBe(10);
  });
  it('rounds a fractional minimum up to whole credits', () => {
    expect(messagePrice({ ...prices, minimum_message_costs: { PL: { costs: 12.2, currency: 'PLN' } } }, 'PL', 'text')).toBe(13);
    expect(messagePrice({ ...prices, minimum_message_costs: { PL: { costs: 0.99, currency: 'PLN' } } }, 'PL', 'text')).toBe(10);
  });
  it('charges photo and gift prices for those kinds', () => {
    expect(messagePrice(prices, 'NL', 'photo')).toBe(25);
    expect(messagePrice(prices, 'NL', 'gift')).toBe(40);
  });
});
