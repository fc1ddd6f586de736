import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Zopfli's iterations: 5 gets nearly all of what 15 (its default) gets, in half the time. Zopfli
 * writes ordinary gzip about 3.5 % smaller than zlib's level 9 (docs/benchmarks.md).
 */
const ZOPFLI_ITERATIONS = 5;

/**
 * Writes `name.br` and `name.gz` beside each text file of the build, at the strongest
 * settings (done once per build, not per request), for nginx's gzip_static/brotli_static and
 * the preview server. Source maps and the manifest are left alone: browsers do not load them.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'amoretto-precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: an absolute --outDir (a build beside the served one) stays absolute.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // A failed build wrote nothing: its own error is the one to see, not a missing folder.
      if (!existsSync(outDir)) return;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes('/.vite/')) continue;
        const content = readFileSync(file);
        const gzip = await gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS });
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        });
        // A tiny file can grow when compressed: then the plain one is served.
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
      }
    },
  };
}
