import { campaignBatchSize, campaignPause, campaignTextFor } from './campaign-rules';

describe('campaign pacing', () => {
  it('sends batches of about five seconds', () => {
    expect(campaignBatchSize(20)).toBe(100);
    expect(campaignBatchSize(0.1)).toBe(1);
    expect(campaignBatchSize(10_000)).toBe(1000);
  });

  it('spaces the mails of a batch at the rate, never waiting for mails already late', () => {
    expect(campaignPause(1000, 0, 20, 1000)).toBe(0);
    expect(campaignPause(1000, 10, 20, 1100)).toBe(400);
    expect(campaignPause(1000, 10, 20, 2000)).toBe(0);
  });
});

describe('campaignTextFor', () => {
  it("takes the operator's text in the member's language, else none", () => {
    const texts = { it: { subject: 'Offerta', paragraphs: ['Solo oggi.'] }, en: { subject: '', paragraphs: [] } };
    expect(campaignTextFor(texts, 'it')?.subject).toBe('Offerta');
    expect(campaignTextFor(texts, 'en')).toBeUndefined();
    expect(campaignTextFor(texts, 'de')).toBeUndefined();
  });
});
