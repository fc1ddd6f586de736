import { BUDGETS, FIRST_PAGES, firstVisitFiles, overBudget, type Manifest } from './bundle-budget';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/routes/a.tsx?tsr-split=component'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'], css: ['assets/shared.css'] },
  'src/routes/a.tsx?tsr-split=component': { file: 'assets/a.js', isDynamicEntry: true, imports: ['_vendor.js', '_shared.js'] },
  'src/routes/b.tsx?tsr-split=component': { file: 'assets/b.js', isDynamicEntry: true, imports: ['_shared.js'] },
  '../shared/src/i18n/it.json?catalog-part=first': { file: 'assets/catalog-it-first.js', isDynamicEntry: true },
  '../shared/src/i18n/it.json?catalog-part=chat': { file: 'assets/catalog-it-chat.js', isDynamicEntry: true },
  '../shared/src/i18n/it.json?catalog-part=rest': { file: 'assets/catalog-it-rest.js', isDynamicEntry: true },
  '../shared/src/i18n/en.json?catalog-part=first': { file: 'assets/catalog-en-first.js', isDynamicEntry: true },
  '../shared/src/i18n/en.json?catalog-part=chat': { file: 'assets/catalog-en-chat.js', isDynamicEntry: true },
  '../shared/src/i18n/en.json?catalog-part=rest': { file: 'assets/catalog-en-rest.js', isDynamicEntry: true },
};

describe('firstVisitFiles', () => {
  it("takes the entry with its static imports and the page's route chunks with theirs, each once", () => {
    expect(firstVisitFiles(manifest, ['src/routes/a.tsx'])).toEqual({
      js: ['assets/index.js', 'assets/vendor.js', 'assets/runtime.js', 'assets/a.js', 'assets/shared.js'],
      css: ['assets/index.css', 'assets/shared.css'],
      catalogs: [
        { first: 'assets/catalog-it-first.js', chat: 'assets/catalog-it-chat.js', rest: 'assets/catalog-it-rest.js' },
        { first: 'assets/catalog-en-first.js', chat: 'assets/catalog-en-chat.js', rest: 'assets/catalog-en-rest.js' },
      ],
    });
  });

  it('leaves out what other pages load', () => {
    expect(firstVisitFiles(manifest, []).js).not.toContain('assets/b.js');
    expect(firstVisitFiles(manifest, []).js).not.toContain('assets/shared.js');
  });

  it('refuses a route file the build does not have, so a renamed route cannot pass unmeasured', () => {
    expect(() => firstVisitFiles(manifest, ['src/routes/gone.tsx'])).toThrow('src/routes/gone.tsx');
  });
});

describe('overBudget', () => {
  const budget = BUDGETS['/']!;
  const within = { page: '/', jsGzipBytes: budget.jsGzipBytes, cssGzipBytes: budget.cssGzipBytes, requests: budget.requests, files: [] };

  it('accepts a page at the budget', () => {
    expect(overBudget(within)).toEqual([]);
  });

  it('names each limit a page exceeds', () => {
    const problems = overBudget({ ...within, jsGzipBytes: budget.jsGzipBytes + 1, requests: budget.requests + 1 });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('JavaScript');
    expect(problems[1]).toContain('files before the first paint');
  });

  it('holds the home page and the member search to the goal of 150 KiB of JavaScript in at most 15 files', () => {
    for (const page of ['/', '/members']) expect(BUDGETS[page]).toMatchObject({ jsGzipBytes: 150 * 1024, requests: 15 });
  });

  it('has a budget for every page it measures', () => {
    expect(Object.keys(BUDGETS).sort()).toEqual(Object.keys(FIRST_PAGES).sort());
  });
});
