import { ageOn } from './user-view';

describe('ageOn', () => {
  const today = new Date('2026-11-22T10:00:00Z');
  it('counts a birthday today as reached', () => expect(ageOn('2008-11-22', today)).toBe(18));
  it('is one less the day before the birthday', () => expect(ageOn('2008-11-23', today)).toBe(17));
  it('handles earlier months', () => expect(ageOn('1990-01-15', today)).toBe(36));
});
