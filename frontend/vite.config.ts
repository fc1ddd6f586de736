import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { catalogPartFileName, catalogPartOf } from './src/i18n/catalog-parts.ts';
import { FIRST_PAGE_ROUTE_IDS } from './src/site-server/bundle-budget.ts';
import { bootHintsPlugin } from './src/site-server/boot-hints-plugin.ts';
import { catalogPartPlugin } from './src/site-server/catalog-part-plugin.ts';
import { precompressPlugin } from './src/site-server/precompress-plugin.ts';
import { siteServerPlugin } from './src/site-server/preview-plugin.ts';
import { swPushPlugin } from './src/site-server/sw-push-plugin.ts';

const port = Number(process.env.PORT ?? 3000);
const backendUrl = process.env.BACKEND_URL ?? 'http://127.0.0.1:3001';
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3002';
const workersUrl = process.env.WORKERS_URL ?? 'http://127.0.0.1:3003';

// No changeOrigin: the backend picks the site (brand, language) from the original Host.
const toBackend: ProxyOptions = { target: backendUrl, xfwd: true };
const proxy: Record<string, ProxyOptions> = {
  '/api': toBackend,
  '/cdn': toBackend,
  '/health': toBackend,
  '/socket.io': { target: gatewayUrl, ws: true, xfwd: true },
  // The queue dashboard (the workers' Bull Board) at the console's path, so the operator cookie comes along.
  '/operator/queues': { target: workersUrl, xfwd: true },
};
const allowedHosts = ['.localhost', 'localhost', '127.0.0.1'];

/**
 * The decorator factories shared's DTOs call as their modules load (class-validator's,
 * class-transformer's and shared's own): declared pure so the site, which never validates
 * with the DTOs, drops those calls with the classes when it uses only a constant beside them.
 */
function dtoDecoratorNames(): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        const source = readFileSync(path, 'utf8');
        for (const [, list = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'class-(?:validator|transformer)'/g)) {
          for (const name of list.split(',')) if (/^\s*[A-Z]\w*\s*$/.test(name)) names.add(name.trim());
        }
        for (const [, name = ''] of source.matchAll(/export function (\w+)\([^)]*\): PropertyDecorator/g)) names.add(name);
      }
    }
  };
  visit(fileURLToPath(new URL('../shared/src', import.meta.url)));
  return [...names];
}

export default defineConfig({
  plugins: [
    // Must run before the React plugin so route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      autoCodeSplitting: true,
      // A route whose pendingComponent is its component too (the chat screens, the profile)
      // lost the import to the split chunk and failed at load ("ChatsScreen is not defined");
      // splitting pending components as well keeps the name defined where it is used. They share
      // one chunk: the router loads both before a page draws, and two files cost a first visit on
      // a slow link a round trip each (docs/decisions.md).
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        // Loaders (with the API modules they import) leave the entry too, except the first
        // pages': theirs start the page's requests, and a chunk of their own would delay them.
        splitBehavior: ({ routeId }) =>
          FIRST_PAGE_ROUTE_IDS.includes(routeId)
            ? undefined
            : [['loader'], ['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
    }),
    react(),
    catalogPartPlugin(),
    siteServerPlugin(),
    // /sw-push.js, the push worker, bundled on its own (docs/product.md#push).
    swPushPlugin(),
    // index.html's boot script, which starts the first page's requests early (boot/boot-script.ts).
    bootHintsPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    // Shared is consumed as source so it never needs a build step.
    alias: {
      '@amoretto/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)),
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global functions; its warnings are noise here.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: { port, strictPort: true, allowedHosts, proxy },
  preview: { port, strictPort: true, allowedHosts, proxy },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json: the size budget check reads the entry chunk and its imports from it.
    manifest: true,
    // No preload lists for lazy chunks: the entry would carry every lazy chunk's hashed file names
    // (about 3 KiB gzipped with some 200 chunks), paid by every first visit. A page's chunk names
    // its own imports, which the browser fetches as it reads them; the router preloads a page's
    // chunk on intent, so the extra round trip mostly falls before the click.
    // The entry's own imports (libraries, runtime) are still preloaded from index.html, so the
    // browser fetches them beside the entry instead of after reading it: one round trip less
    // before the first page can run.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      treeshake: {
        // Shared's DTO modules decorate their classes with class-validator at load time; the
        // site never validates with them, so unused ones (and reflect-metadata) are dropped.
        moduleSideEffects: (id) => !/\/shared\/src\/|\/node_modules\/reflect-metadata\//.test(id),
        // Nor is a DTO class kept for its decorator calls when the site uses only a constant
        // from its module (the helpers' names in oxc's decorator transform).
        manualPureFunctions: ['_decorate', '_decorateMetadata', '__decorate', '__decorateMetadata', ...dtoDecoratorNames()],
      },
      output: {
        // Catalog parts by name (catalog-it-first-….js), so a browser test can hold back the rest.
        chunkFileNames: (chunk) => {
          const part = catalogPartOf(chunk.facadeModuleId ?? '');
          return part ? catalogPartFileName(part) : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          // Everything the first page needs before it paints in two files (libraries, which
          // change rarely, and the app) instead of dozens of small shared chunks.
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
            // The chat screens' own code (the list, a conversation and the rules both follow) in one
            // file: a conversation opened first loaded it as four, each a round trip beside the
            // libraries on a slow link.
            {
              name: 'chat-screens',
              test: /[\\/]src[\\/]chats[\\/](chats-screen|conversation-for-id|conversation-view|conversation-rules)\.tsx?$/,
              priority: 0,
            },
            // The cookie banner with the consent store it reads (a visitor's first page loads both; the
            // static pages, which read the store, load the banner's code with it), and the member cards
            // with what draws them (the member search, the likes and the landings load them together):
            // one file each, not two and four.
            { name: 'consent-host', test: /[\\/]src[\\/]consent[\\/](consent-host|consent-store|consent-rules)\.tsx?$/, priority: 0 },
            {
              name: 'member-cards',
              test: /[\\/]src[\\/](members[\\/](country-name|member-card|member-card-skeleton)|search[\\/]search-results)\.tsx?$/,
              priority: 0,
            },
            // react-bootstrap and its helpers, which only pages (not the first paint) use: one chunk
            // the pages share instead of one small file per component. Last in priority, so what the
            // groups above hold (React itself) stays there rather than following it in as a dependency.
            {
              name: 'ui-kit',
              test: /[\\/]node_modules[\\/](react-bootstrap|@restart|@popperjs|dom-helpers|react-transition-group|uncontrollable|prop-types|warning|invariant|dequal|@react-aria|classnames|@babel[\\/]runtime)[\\/]/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
