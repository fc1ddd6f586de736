import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Plugin } from 'vite';
import { SECURITY_HEADERS } from './security-headers.ts';
import { isSiteRoute } from './site-routes.ts';

/** A built file the static server will answer for this path (no traversal out of dist). */
function isBuiltFile(distDir: string, pathname: string): boolean {
  const file = normalize(join(distDir, decodeURIComponent(pathname)));
  if (!file.startsWith(distDir)) return false;
  return existsSync(file) && statSync(file).isFile();
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
      const distDir = normalize(join(server.config.root, server.config.build.outDir));
      const proxied = Object.keys(server.config.preview.proxy ?? {});
      server.middlewares.use((req, res, next) => {
        // Proxied answers carry the backend's own headers, which replace these.
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        const pathname = new URL(req.url ?? '/', 'http://site').pathname;
        const isPage = req.method === 'GET' || req.method === 'HEAD';
        let known = !isPage || proxied.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
        try {
          known ||= isSiteRoute(pathname) || isBuiltFile(distDir, pathname);
        } catch {
          // A malformed escape in the path: not a page of ours.
        }
        if (known) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(join(distDir, 'index.html')));
      });
    },
  };
}
