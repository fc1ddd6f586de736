import { formatCountdown, formatRoughDuration, roughDuration, secondsLeft } from './countdown-rules';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');

describe('secondsLeft', () => {
  it('counts whole seconds up to the end, rounding a started second up', () => {
    expect(secondsLeft('2026-05-01T16:00:00.000Z', NOW)).toBe(14_400);
    expect(secondsLeft('2026-05-01T12:00:00.400Z', NOW)).toBe(1);
  });

  it('is 0 at and after the end, and for a missing or broken date', () => {
    expect(secondsLeft('2026-05-01T12:00:00.000Z', NOW)).toBe(0);
    expect(secondsLeft('2026-05-01T11:00:00.000Z', NOW)).toBe(0);
    expect(secondsLeft(null, NOW)).toBe(0);
    expect(secondsLeft('soon', NOW)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('writes hours, minutes and seconds with two digits each', () => {
    expect(formatCountdown(14_400)).toBe('04:00:00');
    expect(formatCountdown(3 * 3600 + 59 * 60 + 59)).toBe('03:59:59');
    expect(formatCountdown(61)).toBe('00:01:01');
    expect(formatCountdown(9)).toBe('00:00:09');
  });

  it('stops at zero', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

describe('roughDuration', () => {
  it('counts whole hours from two hours on, rounded down', () => {
    expect(roughDuration(72 * 3600)).toEqual({ unit: 'hour', value: 72 });
    expect(roughDuration(5 * 3600 + 3599)).toEqual({ unit: 'hour', value: 5 });
    expect(roughDuration(2 * 3600)).toEqual({ unit: 'hour', value: 2 });
  });

  it('counts minutes below two hours, rounded up, never 0', () => {
    expect(roughDuration(2 * 3600 - 1)).toEqual({ unit: 'minute', value: 120 });
    expect(roughDuration(90 * 60)).toEqual({ unit: 'minute', value: 90 });
    expect(roughDuration(61)).toEqual({ unit: 'minute', value: 2 });
    expect(roughDuration(1)).toEqual({ unit: 'minute', value: 1 });
  });
});

describe('formatRoughDuration', () => {
  it("uses the language's own words and plural forms", () => {
    expect(formatRoughDuration({ unit: 'hour', value: 5 }, 'en-GB')).toBe('5 hours');
    expect(formatRoughDuration({ unit: 'minute', value: 1 }, 'en-GB')).toBe('1 minute');
    expect(formatRoughDuration({ unit: 'hour', value: 5 }, 'de-DE')).toBe('5 Stunden');
    expect(formatRoughDuration({ unit: 'hour', value: 5 }, 'pl-PL')).toBe('5 godzin');
    expect(formatRoughDuration({ unit: 'hour', value: 2 }, 'pl-PL')).toBe('2 godziny');
  });
});
