import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { bundleClassicScript } from './classic-script-bundle';
import { SW_PUSH_FILE } from './sw-push-file';

/** The push worker's source (docs/product.md#push). */
export const SW_PUSH_SOURCE = fileURLToPath(new URL('../push/sw/sw-push.ts', import.meta.url));

/**
 * Bundles the push worker into one classic script. A service worker registered without
 * `type: 'module'` cannot import the site's chunks, and the site's own build would put the
 * code it shares with the pages into them, so the worker gets a bundle of its own. Its file
 * name has no hash: the worker must stay at one address, and the site server sends it with
 * `no-cache` (static-files.ts, deploy/nginx.conf) so browsers pick up each new build.
 */
export function bundleSwPush(minify: boolean): Promise<string> {
  return bundleClassicScript({ entry: SW_PUSH_SOURCE, name: 'amorettoPush', minify });
}

/** Adds /sw-push.js to the build, and serves it fresh on each request from the dev server. */
export function swPushPlugin(): Plugin {
  return {
    name: 'amoretto-sw-push',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: SW_PUSH_FILE, source: await bundleSwPush(true) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (new URL(req.url ?? '/', 'http://site').pathname !== `/${SW_PUSH_FILE}`) return next();
        bundleSwPush(false).then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
