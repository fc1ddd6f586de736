import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { SECURITY_HEADERS } from './security-headers.ts';
import { isSiteRoute } from './site-routes.ts';
import { acceptedEncodings, cacheControlFor, contentTypeFor, ENCODED_SUFFIX } from './static-files.ts';

/** A built file the static server will answer for this path (no traversal out of dist). */
function isBuiltFile(distDir: string, pathname: string): boolean {
  const file = normalize(join(distDir, decodeURIComponent(pathname)));
  if (!file.startsWith(distDir)) return false;
  return existsSync(file) && statSync(file).isFile();
}

/**
 * Answers for a built file other than the app shell: its brotli or gzip copy when the browser
 * takes one (the build writes them), with the cache policy of static-files.ts.
 */
function sendBuiltFile(distDir: string, pathname: string, acceptEncoding: string | undefined, res: ServerResponse, head: boolean): void {
  const file = join(distDir, decodeURIComponent(pathname));
  const encoding = acceptedEncodings(acceptEncoding).find((coding) => existsSync(file + ENCODED_SUFFIX[coding]));
  const body = readFileSync(encoding ? file + ENCODED_SUFFIX[encoding] : file);
  res.statusCode = 200;
  res.setHeader('Content-Type', contentTypeFor(pathname));
  res.setHeader('Cache-Control', cacheControlFor(pathname));
  // Caches between must keep the encoded and plain answers apart.
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(head ? undefined : body);
}

/**
 * The preview server as the site's front door (what nginx does in deploy/): the security
 * headers on every answer, and a real 404 status, with the app's own not-found page, for
 * paths no route matches instead of the SPA fallback's 200.
 */
export function siteServerPlugin(): Plugin {
  return {
    name: 'amoretto-site-server',
    configurePreviewServer(server) {
      const distDir = normalize(resolve(server.config.root, server.config.build.outDir));
      const proxied = Object.keys(server.config.preview.proxy ?? {});
      server.middlewares.use((req, res, next) => {
        // Proxied answers carry the backend's own headers, which replace these.
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        const pathname = new URL(req.url ?? '/', 'http://site').pathname;
        const isPage = req.method === 'GET' || req.method === 'HEAD';
        const isProxied = proxied.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
        if (!isPage || isProxied) return next();
        let route = false;
        let builtFile = false;
        try {
          route = isSiteRoute(pathname);
          builtFile = isBuiltFile(distDir, pathname);
        } catch {
          // A malformed escape in the path: not a page of ours.
        }
        if (builtFile && pathname !== '/index.html') {
          return sendBuiltFile(distDir, pathname, req.headers['accept-encoding'], res, req.method === 'HEAD');
        }
        if (route || builtFile) {
          // The app shell is always revalidated: it names the current bundles.
          res.setHeader('Cache-Control', 'no-cache');
          return next();
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(join(distDir, 'index.html')));
      });
    },
  };
}
