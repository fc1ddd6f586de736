/**
 * index.html's head as the first page needs it, for a phone on a slow link where every request
 * waits its turn on one of a few connections: the app's entry and the libraries it preloads go
 * first, the largest first (the vendor file is the longest download the first render waits for),
 * and the favicon and the spinner's icon travel inside the page instead of taking connections.
 */

const ENTRY_TAG = /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="\/([^"]+)">(?:<\/script>)?/g;

/**
 * Takes the entry's module script and modulepreload links Vite wrote out of `html`, and returns
 * them ordered largest file first (`sizeOf` a build file name, e.g. `assets/vendor-x.js`).
 */
export function takeEntryTags(html: string, sizeOf: (file: string) => number): { html: string; tags: string[] } {
  const found = [...html.matchAll(ENTRY_TAG)].map((match) => ({ tag: match[0].trim(), file: match[1]! }));
  if (!found.some(({ tag }) => tag.startsWith('<script'))) throw new Error('index.html has no module script for the entry');
  const tags = found.sort((a, b) => sizeOf(b.file) - sizeOf(a.file)).map(({ tag }) => tag);
  return { html: html.replace(ENTRY_TAG, ''), tags };
}

/** An SVG as a `data:` URL (allowed by the site's img-src), whitespace between tags dropped and single quotes (no escapes). */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/>\s+</g, '><').replace(/"/g, "'");
  return `data:image/svg+xml,${encodeURIComponent(compact).replace(/%20/g, ' ').replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/')}`;
}

/**
 * Puts SVG files into the page where it names them (`src="/icon.svg"`, `href="/favicon.svg"`), as
 * data URLs: the favicon and the boot spinner's icon are asked for the moment the document
 * arrives, when the connections are needed for the entry and its libraries.
 */
export function inlineSvgs(html: string, files: Record<string, string>): string {
  let out = html;
  for (const [path, svg] of Object.entries(files)) {
    const attribute = `="${path}"`;
    if (!out.includes(attribute)) throw new Error(`index.html names no ${path} to inline`);
    out = out.split(attribute).join(`="${svgDataUrl(svg)}"`);
  }
  return out;
}
