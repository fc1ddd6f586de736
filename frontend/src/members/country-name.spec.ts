import { countryName, countryNameIn } from './country-name';

describe('countryNameIn', () => {
  it('names a country in the member language', () => {
    expect(countryNameIn('NL', 'it-IT')).toBe('Paesi Bassi');
    expect(countryNameIn('DE', 'pl-PL')).toBe('Niemcy');
  });

  it('keeps a code it cannot name', () => {
    expect(countryNameIn('not a code', 'en-GB')).toBe('not a code');
  });
});

describe('countryName', () => {
  it('names a country in a UI language', () => {
    expect(countryName('IT', 'it')).toBe('Italia');
    expect(countryName('CH', 'de')).toBe('Schweiz');
  });
});
