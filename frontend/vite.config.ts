import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompressPlugin } from './src/site-server/precompress-plugin.ts';
import { siteServerPlugin } from './src/site-server/preview-plugin.ts';

const port = Number(process.env.PORT ?? 3000);
const backendUrl = process.env.BACKEND_URL ?? 'http://127.0.0.1:3001';
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3002';

// No changeOrigin: the backend picks the site (brand, language) from the original Host.
const toBackend: ProxyOptions = { target: backendUrl, xfwd: true };
const proxy: Record<string, ProxyOptions> = {
  '/api': toBackend,
  '/cdn': toBackend,
  '/health': toBackend,
  '/socket.io': { target: gatewayUrl, ws: true, xfwd: true },
};
const allowedHosts = ['.localhost', 'localhost', '127.0.0.1'];

export default defineConfig({
  plugins: [
    // Must run before the React plugin so route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    siteServerPlugin(),
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
    rolldownOptions: {
      treeshake: {
        // Shared's DTO modules decorate their classes with class-validator at load time; the
        // site never validates with them, so unused ones (and reflect-metadata) are dropped.
        moduleSideEffects: (id) => !/\/shared\/src\/|\/node_modules\/reflect-metadata\//.test(id),
      },
      output: {
        codeSplitting: {
          // Everything the first page needs before it paints in two files (libraries, which
          // change rarely, and the app) instead of dozens of small shared chunks.
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
