import { dateFormat } from './date-format';

describe('dateFormat', () => {
  it('formats as a new Intl.DateTimeFormat of the same locale and options would', () => {
    const date = new Date('2026-11-05T17:04:00Z');
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
    expect(dateFormat('en-GB', options).format(date)).toBe(new Intl.DateTimeFormat('en-GB', options).format(date));
    expect(dateFormat('en-US', options).format(date)).toBe(new Intl.DateTimeFormat('en-US', options).format(date));
  });

  it('makes one formatter per locale and options, and tells different ones apart', () => {
    const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
    expect(dateFormat('it-IT', { ...time })).toBe(dateFormat('it-IT', time));
    expect(dateFormat('it-IT', time)).not.toBe(dateFormat('de-DE', time));
    expect(dateFormat('it-IT', time)).not.toBe(dateFormat('it-IT', { ...time, timeZone: 'UTC' }));
  });
});
