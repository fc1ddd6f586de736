import type { Config } from 'jest';

// One project per workspace. Unit tests are `*.spec.ts`, integration tests (real Postgres,
// Redis and SMTP) are `*.int-spec.ts`. `shared` is mapped to its source: nothing has to
// be built before tests run.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
] as const;

const moduleNameMapper = {
  '^@amoretto/shared$': '<rootDir>/../shared/src/index.ts',
  '^@amoretto/shared/db$': '<rootDir>/../shared/src/db/index.ts',
  '^@amoretto/shared/node$': '<rootDir>/../shared/src/node/index.ts',
  '^@amoretto/shared/testing$': '<rootDir>/../shared/src/testing/index.ts',
};

// Packages that ship ES modules only (or, like @fastify/cookie, load one with `import()`).
// Node 24 requires them like any other package, so the apps use them directly; Jest's own
// loader does that only with Node's experimental VM modules switched on. Compiled to CommonJS
// like our sources, they load in Jest as they are, with no flag and no workaround in the code.
const ESM_ONLY = ['@fastify/cookie', 'cookie', 'content-disposition', '@dicebear/core', '@dicebear/avataaars'];

const project = (name: string, extra: Partial<Config> = {}): Config => ({
  displayName: name,
  // `<rootDir>` is this file's directory: the config also loads as an ES module (Node 24
  // strips the types natively), where `__dirname` does not exist.
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/src/**/*.int-spec.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper,
  ...extra,
});

const config: Config = {
  globalSetup: '<rootDir>/scripts/jest/global-setup.ts',
  projects: [
    ...['shared', 'backend', 'gateway', 'workers', 'frontend'].map((name) => project(name)),
    // The Kubernetes overlays (deploy/k8s/manifests.spec.ts).
    // kubernetes-models exports its files for `import` only: they are named by path here and
    // compiled to CommonJS like our sources.
    project('deploy', {
      testMatch: ['<rootDir>/k8s/**/*.spec.ts'],
      transformIgnorePatterns: ['/node_modules/(?!(kubernetes-models|@kubernetes-models|is-cidr|cidr-regex)/)'],
      moduleNameMapper: {
        ...moduleNameMapper,
        '^kubernetes-models/(.+)$': '<rootDir>/../node_modules/kubernetes-models/$1.js',
        '^@kubernetes-models/(base|validate)$': '<rootDir>/../node_modules/@kubernetes-models/$1/dist/index.js',
        '^@kubernetes-models/validate/runtime/(.+)$': '<rootDir>/../node_modules/@kubernetes-models/validate/dist/runtime/$1.js',
        '^@kubernetes-models/apimachinery$': '<rootDir>/../node_modules/@kubernetes-models/apimachinery/index.js',
        '^@kubernetes-models/([^/]+)/(.+)$': '<rootDir>/../node_modules/@kubernetes-models/$1/$2.js',
        '^(is-cidr|cidr-regex)$': '<rootDir>/../node_modules/$1/dist/index.js',
      },
    }),
  ],
  testTimeout: 30_000,
  // Test files run in a worker process that Jest replaces once it holds more than this after a
  // file. In one process the module registries of every file piled up: the heap reached 3.4 GB of
  // Node's 4.5 GB limit over a full run (29 Nov 2026), and a file's leftover handles kept the
  // process from ending. A replaced worker takes both with it.
  workerIdleMemoryLimit: '1GB',
};

export default config;
