import { bootHintsOf, routesOfTree, type BuiltChunk } from './boot-hints-build';

const ROOT = '/app/frontend';
const tree = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as DefaultRouteImport } from './routes/_default'
import { Route as DefaultIndexRouteImport } from './routes/_default/index'
import { Route as DefaultMembersIndexRouteImport } from './routes/_default/members/index'
import { Route as EmptyMembersIdLanding2SlugRouteImport } from './routes/_empty/members/$id/landing2/{-$slug}'

export interface FileRoutesByFullPath {
  '/': typeof DefaultIndexRoute
  '/members/': typeof DefaultMembersIndexRoute
  '/members/$id/landing2/{-$slug}': typeof EmptyMembersIdLanding2SlugRoute
}
export interface FileRoutesByTo {
  '/elsewhere': typeof DefaultIndexRoute
}
`;

const chunk = (fileName: string, facade: string | null, imports: string[] = [], isEntry = false, css: string[] = []): BuiltChunk => ({
  fileName,
  facadeModuleId: facade && `${ROOT}/${facade}`,
  moduleIds: facade ? [`${ROOT}/${facade}`] : [],
  imports,
  isEntry,
  css,
});

const chunks: BuiltChunk[] = [
  chunk('assets/index.js', 'index.html', ['assets/vendor.js'], true),
  chunk('assets/vendor.js', null),
  chunk('assets/layout.js', 'src/routes/_default.tsx?tsr-split=component', ['assets/vendor.js', 'assets/index.js']),
  chunk('assets/home.js', 'src/routes/_default/index.tsx?tsr-split=component', ['assets/index.js']),
  chunk('assets/home-pending.js', 'src/routes/_default/index.tsx?tsr-split=pendingComponent'),
  chunk(
    'assets/members.js',
    'src/routes/_default/members/index.tsx?tsr-split=component',
    ['assets/results.js', 'assets/renamed-since.js'],
    false,
    ['assets/members.css'],
  ),
  chunk('assets/members-loader.js', 'src/routes/_default/members/index.tsx?tsr-split=loader', ['assets/results.js']),
  chunk('assets/results.js', null, ['assets/vendor.js'], false, ['assets/results.css']),
  // A route's drawing parts in one chunk; its error view, which the page does not wait for, in another.
  chunk('assets/landing2.js', 'src/routes/_empty/members/$id/landing2/{-$slug}.tsx?tsr-split=component---pendingComponent'),
  chunk('assets/landing2-error.js', 'src/routes/_empty/members/$id/landing2/{-$slug}.tsx?tsr-split=errorComponent'),
  // The cookie banner's module built into a group's chunk (vite.config.ts), which stands for no module.
  {
    ...chunk('assets/consent-host.js', null, ['assets/consent-store.js', 'assets/index.js'], false, ['assets/consent-host.css']),
    moduleIds: [`${ROOT}/src/consent/consent-rules.ts`, `${ROOT}/src/consent/consent-host.tsx`],
  },
  chunk('assets/consent-store.js', null, ['assets/vendor.js']),
  { ...chunk('assets/catalog-it-first-x.js', null), facadeModuleId: '/app/shared/src/i18n/it.json?catalog-part=first' },
  { ...chunk('assets/catalog-it-chat-x.js', null), facadeModuleId: '/app/shared/src/i18n/it.json?catalog-part=chat' },
  { ...chunk('assets/catalog-it-rest-x.js', null), facadeModuleId: '/app/shared/src/i18n/it.json?catalog-part=rest' },
];

describe('routesOfTree', () => {
  it('reads each page URL and its route file from the generated tree, patterns with braces included', () => {
    expect(routesOfTree(tree)).toEqual([
      { pattern: '/', file: 'src/routes/_default/index' },
      { pattern: '/members/', file: 'src/routes/_default/members/index' },
      { pattern: '/members/$id/landing2/{-$slug}', file: 'src/routes/_empty/members/$id/landing2/{-$slug}' },
    ]);
  });
});

describe('bootHintsOf', () => {
  const hints = bootHintsOf(chunks, tree, ROOT);
  const filesOf = (pattern: string) => hints.routes.find(([p]) => p === pattern)![1].map((index) => hints.files[index]);

  it('names the three catalog parts of each language', () => {
    expect(hints.catalogs).toEqual({
      it: { first: '/assets/catalog-it-first-x.js', chat: '/assets/catalog-it-chat-x.js', rest: '/assets/catalog-it-rest-x.js' },
    });
  });

  it("lists a page's layout, page and pending view chunks with their imports and styles, not what index.html loads or a file the bundle does not have", () => {
    // The router loads a page's pending view with the page, before it draws it.
    expect(filesOf('/')).toEqual(['/assets/layout.js', '/assets/home.js', '/assets/home-pending.js']);
    expect(filesOf('/members/')).toEqual([
      '/assets/layout.js',
      '/assets/members.js',
      '/assets/results.js',
      '/assets/members-loader.js',
      // Their stylesheets, which the router would otherwise ask for only once the chunks have run.
      '/assets/members.css',
      '/assets/results.css',
    ]);
    // A chunk holding several parts counts when one of them draws; an error view's does not.
    expect(filesOf('/members/$id/landing2/{-$slug}')).toEqual(['/assets/landing2.js']);
  });

  it("names the cookie banner's code, found by the modules its file holds, with what it imports, and its styles", () => {
    expect(hints.consent).toEqual({
      scripts: ['/assets/consent-host.js', '/assets/consent-store.js'],
      styles: ['/assets/consent-host.css'],
    });
  });

  it('names each file once', () => {
    expect(new Set(hints.files).size).toBe(hints.files.length);
  });
});
