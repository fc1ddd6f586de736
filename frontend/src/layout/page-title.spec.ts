import { setPageTitle, setTitlePrefix } from './use-page-title';

describe('page title with the counter', () => {
  const doc = { title: 'Amoretto' };
  beforeAll(() => {
    (globalThis as unknown as { document: typeof doc }).document = doc;
  });
  afterAll(() => {
    delete (globalThis as unknown as { document?: typeof doc }).document;
  });

  it('keeps the document title behind the counter until a page sets its own', () => {
    setTitlePrefix('(2) ');
    expect(doc.title).toBe('(2) Amoretto');
  });

  it('puts the counter in front of a new page title and follows counter changes without navigation', () => {
    setPageTitle('Mi piace | Amoretto');
    expect(doc.title).toBe('(2) Mi piace | Amoretto');
    setTitlePrefix('(3) ');
    expect(doc.title).toBe('(3) Mi piace | Amoretto');
    setTitlePrefix('');
    expect(doc.title).toBe('Mi piace | Amoretto');
    setPageTitle('Cerca membri | Amoretto');
    expect(doc.title).toBe('Cerca membri | Amoretto');
  });
});
