// The architecture's import rules, checked by `npm test` (scripts/lint/run.mjs).
// Apps talk to each other only through HTTP, sockets, Redis and the database, never by import;
// `shared` is the one place two tiers meet, so it may not reach back into an app.
const APPS = '(backend|gateway|workers|frontend|e2e)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-app-imports-another-app',
      comment: 'An app never imports another app: what two tiers need lives in shared.',
      severity: 'error',
      from: { path: `^${APPS}/` },
      to: { path: `^${APPS}/`, pathNot: ['^$1/'] },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'shared is imported by the apps, never the other way round.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: `^${APPS}/` },
    },
    {
      name: 'frontend-no-server-code',
      comment: 'The browser bundle must not pull in database or Node-only modules of shared.',
      severity: 'error',
      from: { path: '^frontend/src/' },
      to: { path: '^shared/src/(db|node)/' },
    },
    {
      name: 'production-code-no-test-helpers',
      comment: 'Test helpers (shared/src/testing, testing/ folders, *-test-helpers) are left out of dist: only tests may import them.',
      severity: 'error',
      from: {
        path: '^(backend|gateway|workers|frontend|shared)/src/',
        pathNot: ['\\.(spec|int-spec)\\.tsx?$', '-test-helpers\\.ts$', '/testing/'],
      },
      to: { path: ['^shared/src/testing/', '^(backend|gateway|workers|frontend)/src/testing/', '-test-helpers\\.ts$'] },
    },
    {
      name: 'no-circular',
      comment: 'Circular imports make load order matter and modules impossible to read alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|output|\\.data)/|route-tree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'scripts/lint/tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
