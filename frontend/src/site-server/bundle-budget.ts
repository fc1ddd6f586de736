import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_PARTS, catalogPartOf, catalogPartsFor, type CatalogPart } from '../i18n/catalog-parts.ts';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), the fields read here. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Budget {
  /** Gzipped JavaScript: the entry, its static imports, the catalog and the page's route chunks. */
  jsGzipBytes: number;
  /** Gzipped CSS of the same files. */
  cssGzipBytes: number;
  /** JavaScript and CSS files (the HTML document and API calls are not counted). */
  requests: number;
}

/**
 * The most a first visit may load before its page shows. The home page and the member search
 * are held to the goal (150 KiB of JavaScript, at most 15 files; Nov 2026: 146–148 KiB in 7 and
 * 12 files); a conversation, which waits for the whole catalog and the chat code, to a little
 * above today's build, so that growth is a decision (docs/benchmarks.md). It was 168 KiB in 20
 * files; the texts of the campaign pages, games, reports and consent (+3.4 KiB of catalog) and the
 * chat layout's own chunk, now shared with the empty layout, made it 174 KiB in 21; index.html's
 * boot script (1 KiB, asked for first and in parallel with the rest) one file more; the boot
 * script asking for the offer bar's reads and the app waiting for the opening page to be drawn
 * before its live connection and extras (ui/opening-page-drawn.ts), 176.1 KiB; the chat screens
 * waiting for the catalog's chat part (the chat's and the error texts) instead of its whole second
 * part, 165.2 KiB; the chat screens' code in one file instead of four, and the vocabularies but the
 * region kinds left out of the catalog's first part, 161.1 KiB in 13 files; a route's component and
 * pending view in one chunk, 160.9 KiB in 12 (the member search 148.6 KiB in 11, its cards in one file).
 */
export const BUDGETS: Readonly<Record<string, Budget>> = {
  '/': { jsGzipBytes: 150 * 1024, cssGzipBytes: 30 * 1024, requests: 15 },
  '/members': { jsGzipBytes: 150 * 1024, cssGzipBytes: 30 * 1024, requests: 15 },
  '/chats/$id': { jsGzipBytes: 162 * 1024, cssGzipBytes: 32 * 1024, requests: 13 },
};

/**
 * Route files (as in src/routes) that make up the first pages measured: the layout and the
 * page. With autoCodeSplitting each one's component is a chunk loaded before the page paints.
 */
export const FIRST_PAGES: Record<string, string[]> = {
  '/': ['src/routes/_default.tsx', 'src/routes/_default/index.tsx'],
  '/members': ['src/routes/_default.tsx', 'src/routes/_default/members/index.tsx'],
  '/chats/$id': ['src/routes/_chat.tsx', 'src/routes/_chat/chats/$id.tsx'],
};

/** The router's ids of the first pages' routes (src/routes/_default/index.tsx is /_default/). */
export const FIRST_PAGE_ROUTE_IDS: readonly string[] = [...new Set(Object.values(FIRST_PAGES).flat())].map((file) =>
  file
    .replace(/^src\/routes/, '')
    .replace(/\.tsx$/, '')
    .replace(/\/index$/, '/'),
);

/** The manifest keys of a route file's split chunks (`…tsx?tsr-split=component`, …). */
function routeChunkKeys(manifest: Manifest, routeFile: string): string[] {
  const keys = Object.keys(manifest).filter((key) => key.split('?')[0] === routeFile);
  if (keys.length === 0) throw new Error(`the build manifest has no chunk for ${routeFile}`);
  return keys;
}

/** The chunks `keys` load, with their static imports, in load order, each once. */
function withStaticImports(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const out: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no entry ${key}`);
    out.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return out;
}

/**
 * The files a first visit to a page loads before it paints: index.html's entry with its
 * static imports (modulepreloaded) and the page's route chunks with theirs, plus the CSS of
 * all of them; and the language catalogs (per language its three parts, i18n/catalog-parts.ts),
 * of which the boot waits for one language's.
 */
export function firstVisitFiles(
  manifest: Manifest,
  routeFiles: readonly string[],
): { js: string[]; css: string[]; catalogs: Record<CatalogPart, string>[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  const parts = new Map<string, Partial<Record<CatalogPart, string>>>();
  for (const key of Object.keys(manifest)) {
    const of = catalogPartOf(key);
    if (of) parts.set(of.language, { ...parts.get(of.language), [of.part]: manifest[key]!.file });
  }
  const catalogs = [...parts.values()].flatMap((files) =>
    CATALOG_PARTS.every((part) => files[part]) ? [files as Record<CatalogPart, string>] : [],
  );
  if (catalogs.length === 0) throw new Error('the build manifest has no language catalog');
  const routeKeys = routeFiles.flatMap((file) => routeChunkKeys(manifest, file));
  const chunks = withStaticImports(manifest, [entry, ...routeKeys]);
  const js = chunks.map((chunk) => chunk.file);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return { js, css, catalogs };
}

export interface PageWeight {
  page: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  requests: number;
  files: string[];
}

/** Gzipped size of a built file as served: its precompressed `.gz` (precompress-plugin.ts), or level 9 where the build wrote none. */
export function gzipSize(distDir: string, file: string): number {
  const path = join(distDir, file);
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length;
}

/** What a first visit to `page` loads, measured over the built site in `distDir`. */
export function measurePage(distDir: string, page: string): PageWeight {
  const routeFiles = FIRST_PAGES[page];
  if (!routeFiles) throw new Error(`no route files listed for ${page}`);
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const { js: modules, css, catalogs } = firstVisitFiles(manifest, routeFiles);
  // index.html's plain scripts (the boot script), which the manifest does not list.
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const js = [...[...html.matchAll(/<script src="\/([^"]+\.js)"/g)].map((match) => match[1]!), ...modules];
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(distDir, file), 0);
  // The parts the page waits for (a route pattern such as /chats/$id reads as one of its paths); the
  // heaviest language's, since the budget must hold in every language.
  const catalogFiles = catalogs
    .map((files) => catalogPartsFor(page).map((part) => files[part]))
    .reduce((a, b) => (sum(a) >= sum(b) ? a : b));
  return {
    page,
    jsGzipBytes: sum([...js, ...catalogFiles]),
    cssGzipBytes: sum(css),
    requests: js.length + catalogFiles.length + css.length,
    files: [...js, ...catalogFiles, ...css],
  };
}

/** Each way `weight` exceeds its page's budget, in words; empty when it fits. */
export function overBudget(weight: PageWeight): string[] {
  const budget = BUDGETS[weight.page];
  if (!budget) throw new Error(`no budget for ${weight.page}`);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const problems: string[] = [];
  if (weight.jsGzipBytes > budget.jsGzipBytes) {
    problems.push(`${weight.page}: ${kib(weight.jsGzipBytes)} of gzipped JavaScript, budget ${kib(budget.jsGzipBytes)}`);
  }
  if (weight.cssGzipBytes > budget.cssGzipBytes) {
    problems.push(`${weight.page}: ${kib(weight.cssGzipBytes)} of gzipped CSS, budget ${kib(budget.cssGzipBytes)}`);
  }
  if (weight.requests > budget.requests) {
    problems.push(`${weight.page}: ${weight.requests} files before the first paint, budget ${budget.requests}`);
  }
  return problems;
}
