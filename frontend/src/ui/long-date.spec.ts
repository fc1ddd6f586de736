import { localeTagFor } from '@amoretto/shared';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it("writes the date the member's way: month first in the US, day first in Britain and Italy", () => {
    expect(formatLongDate('2023-12-01T12:00:00Z', localeTagFor('en', 'US'))).toBe('December 1, 2023');
    expect(formatLongDate('2023-12-01T12:00:00Z', localeTagFor('en', 'GB'))).toBe('1 December 2023');
    expect(formatLongDate('2023-12-01T12:00:00Z', localeTagFor('it', 'IT'))).toBe('1 dicembre 2023');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatLongDate('soon', 'en-US')).toBe('soon');
  });
});
