import { localeTagFor } from '@amoretto/shared';
import { chatTime, dayLabel } from './chat-time';

const words = { today: 'Today', yesterday: 'Yesterday' };
const now = new Date('2026-11-25T12:00:00');

describe('chat stamps', () => {
  it("write an earlier day the member's way: month first in the US, day first in Britain", () => {
    const earlier = new Date('2026-11-05T12:00:00').toISOString();
    expect(chatTime(earlier, localeTagFor('en', 'US'), now)).toBe('Nov 5');
    expect(chatTime(earlier, localeTagFor('en', 'GB'), now)).toBe('5 Nov');
    expect(dayLabel(earlier, localeTagFor('en', 'US'), words, now)).toBe('Thursday, November 5');
    expect(dayLabel(earlier, localeTagFor('en', 'GB'), words, now)).toBe('Thursday 5 November');
  });

  it("write today's time on the member's clock and name today and yesterday", () => {
    const today = new Date('2026-11-25T17:04:00').toISOString();
    expect(chatTime(today, localeTagFor('en', 'GB'), now)).toBe('17:04');
    expect(chatTime(today, localeTagFor('en', 'US'), now)).toMatch(/^05:04\sPM$/);
    expect(dayLabel(today, 'en-GB', words, now)).toBe('Today');
    expect(dayLabel(new Date('2026-11-24T08:00:00').toISOString(), 'en-GB', words, now)).toBe('Yesterday');
  });
});
