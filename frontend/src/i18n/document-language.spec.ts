import { documentLanguage } from './document-language';

describe('documentLanguage', () => {
  it("tags the language with the visitor's country where it is offered", () => {
    expect(documentLanguage('en', 'US')).toBe('en-US');
    expect(documentLanguage('es', 'US')).toBe('es-US');
    expect(documentLanguage('fr', 'CH')).toBe('fr-CH');
    expect(documentLanguage('nl', 'BE')).toBe('nl-BE');
  });

  it('uses the usual tag for a language the country does not offer', () => {
    expect(documentLanguage('it', 'US')).toBe('it-IT');
  });
});
