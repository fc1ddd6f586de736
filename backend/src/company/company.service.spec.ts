import { termsVersionDate } from './company.service';

describe('termsVersionDate', () => {
  it('is 1 Dec 2023 12:00 UTC for a company added before it', () => {
    expect(termsVersionDate(new Date('2020-05-01T00:00:00Z'))).toBe('2023-12-01T12:00:00.000Z');
  });

  it('is the added date for a company added later', () => {
    expect(termsVersionDate(new Date('2024-03-01T00:00:00Z'))).toBe('2024-03-01T00:00:00.000Z');
  });
});
