import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { BOOT_HINTS_ID } from '../boot/boot-hints';
import { bootHintsOf } from './boot-hints-build';
import { bundleClassicScript } from './classic-script-bundle';
import { inlineSvgs, takeEntryTags } from './head-order';

const BOOT_SCRIPT_SOURCE = fileURLToPath(new URL('../boot/boot-script.ts', import.meta.url));
const FRONTEND_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const ROUTE_TREE = `${FRONTEND_ROOT}/src/route-tree.gen.ts`;
const publicSvg = (name: string) => readFileSync(`${FRONTEND_ROOT}/public/${name}`, 'utf8');

/** `<` escaped, so no text in the hints can close the script element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Puts the boot script (boot/boot-script.ts, one small classic file with a content hash) and its
 * hints about this build into index.html's head. A classic script may not be inline: the site's
 * Content-Security-Policy allows scripts from files only (security-headers.ts).
 */
export function bootHintsPlugin(): Plugin {
  let bootFile = '';
  return {
    name: 'amoretto-boot-hints',
    apply: 'build',
    // Before Vite writes index.html (its own generateBundle), which runs the transform below.
    generateBundle: {
      order: 'pre',
      async handler() {
        const code = await bundleClassicScript({ entry: BOOT_SCRIPT_SOURCE, name: 'amorettoBoot', minify: true });
        bootFile = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName: bootFile, source: code });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bootFile || !bundle) throw new Error('the boot script was not built before index.html');
        // Read from the bundle as it is written: by now Vite has dropped the chunks that held only CSS,
        // which were still listed as imports when the bundle was first generated.
        const chunks = Object.values(bundle).flatMap((file) =>
          file.type === 'chunk'
            ? [
                {
                  fileName: file.fileName,
                  facadeModuleId: file.facadeModuleId,
                  moduleIds: file.moduleIds,
                  imports: file.imports,
                  isEntry: file.isEntry,
                  css: [...(file.viteMetadata?.importedCss ?? [])],
                },
              ]
            : [],
        );
        const hints = bootHintsOf(chunks, readFileSync(ROUTE_TREE, 'utf8'), FRONTEND_ROOT);
        const sizeOf = (file: string) => {
          const built = bundle[file];
          return built?.type === 'chunk' ? built.code.length : 0;
        };
        const icons = { '/favicon.svg': publicSvg('favicon.svg'), '/icon.svg': publicSvg('icon.svg') };
        const entry = takeEntryTags(inlineSvgs(html, icons), sizeOf);
        // Right after the charset and viewport (the charset must stay in the first 1024 bytes): the
        // entry and its libraries, largest first (head-order.ts), then the boot script. It runs as soon
        // as it arrives (a plain script: an async one waited behind the modules' work); being small, it
        // arrives before the stylesheet the first paint waits for anyway.
        const tags =
          `<script type="application/json" id="${BOOT_HINTS_ID}">${jsonForHtml(hints)}</script>\n    ` +
          entry.tags.map((tag) => `${tag}\n    `).join('') +
          `<script src="/${bootFile}"></script>\n    `;
        const at = entry.html.search(/<meta name="theme-color"/);
        if (at < 0) throw new Error('index.html has no theme-color meta to put the boot script before');
        return `${entry.html.slice(0, at)}${tags}${entry.html.slice(at)}`;
      },
    },
  };
}
