import { localeTagFor, MINIMUM_AGE } from '@amoretto/shared';
import { ageOn, datePartOrder, daysInMonth, isAdult, monthNames, toIsoDate, yearOptions } from './date-of-birth';

describe('date of birth', () => {
  it('builds an ISO date from the three selects', () => {
    expect(toIsoDate({ day: '5', month: '3', year: '1990' })).toBe('1990-03-05');
    expect(toIsoDate({ day: '', month: '3', year: '1990' })).toBe('incomplete');
    expect(toIsoDate({ day: '31', month: '4', year: '1990' })).toBe('impossible');
    expect(toIsoDate({ day: '29', month: '2', year: '1991' })).toBe('impossible');
    expect(toIsoDate({ day: '29', month: '2', year: '1992' })).toBe('1992-02-29');
  });

  it('knows month lengths', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(Number.NaN, 2)).toBe(29);
  });

  it('counts age the day of the birthday, not before', () => {
    const today = new Date(Date.UTC(2026, 5, 15));
    expect(ageOn('2008-06-15', today)).toBe(18);
    expect(ageOn('2008-06-16', today)).toBe(17);
    expect(isAdult('2008-06-16', today)).toBe(false);
  });

  it(`offers years from ${MINIMUM_AGE} years ago backwards`, () => {
    const years = yearOptions(new Date(Date.UTC(2026, 0, 1)));
    expect(years[0]).toBe(2026 - MINIMUM_AGE);
    expect(years.at(-1)).toBe(1926);
  });

  it('names months in the UI language', () => {
    expect(monthNames('it-IT')[0]).toBe('Gennaio');
    expect(monthNames('de-DE')[2]).toBe('März');
    expect(monthNames('en-GB')).toHaveLength(12);
  });

  it("orders the selects as the member's locale writes a date: month first in the US", () => {
    expect(datePartOrder(localeTagFor('en', 'US'))).toEqual(['month', 'day', 'year']);
    expect(datePartOrder(localeTagFor('en', 'GB'))).toEqual(['day', 'month', 'year']);
    expect(datePartOrder(localeTagFor('it', 'IT'))).toEqual(['day', 'month', 'year']);
    expect(datePartOrder(localeTagFor('de', 'CH'))).toEqual(['day', 'month', 'year']);
  });
});
