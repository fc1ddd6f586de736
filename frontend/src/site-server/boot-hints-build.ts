import type { BootHints } from '../boot/boot-hints';
import { catalogPartOf } from '../i18n/catalog-parts.ts';

/** What the hints need to know of one built chunk. */
export interface BuiltChunk {
  fileName: string;
  /** The module the chunk stands for, e.g. `/…/src/routes/_default.tsx?tsr-split=component`. */
  facadeModuleId: string | null;
  /** The modules it holds: a chunk built from a group of modules (vite.config.ts) stands for none of them. */
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
  /** The stylesheets the chunk's modules import (Vite's `viteMetadata.importedCss`). */
  css: string[];
}

/** A route's split parts a page waits for before it draws (not its error or not-found views). */
const PAGE_PARTS = new Set(['component', 'pendingComponent', 'loader']);

/** The cookie banner's module: its chunk is preloaded for first visits (boot/boot-script.ts). */
const CONSENT_HOST_MODULE = 'src/consent/consent-host.tsx';

/** The route files (`src/routes/…`) and URL patterns the router plugin's generated tree names. */
export function routesOfTree(routeTree: string): { pattern: string; file: string }[] {
  const files = new Map<string, string>();
  for (const [, name, path] of routeTree.matchAll(/import \{ Route as (\w+)Import \} from '\.\/routes\/([^']+)'/g)) {
    files.set(name!, `src/routes/${path}`);
  }
  const byFullPath = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(routeTree)?.[1];
  if (!byFullPath) throw new Error('the route tree has no FileRoutesByFullPath');
  return [...byFullPath.matchAll(/'([^']+)': typeof (\w+)/g)].flatMap(([, pattern, name]) => {
    const file = files.get(name!);
    return file ? [{ pattern: pattern!, file }] : [];
  });
}

/** A route file and its layouts' files (`src/routes/_default/x` → `src/routes/_default`), outermost first. */
function withLayouts(file: string, routeFiles: Set<string>): string[] {
  const parts = file.split('/');
  const layouts = parts
    .slice(2, -1)
    .map((_, index) => parts.slice(0, index + 3).join('/'))
    .filter((layout) => routeFiles.has(layout));
  return [...layouts, file];
}

/**
 * The hints for index.html (boot/boot-hints.ts): each language's three catalog parts, and per page
 * the chunks of its route and layouts (what draws and loads it, and its pending view, which the router
 * loads with the page before it draws; not its error views) with
 * what they import, minus what index.html loads anyway (the entry and its imports), then their stylesheets.
 */
export function bootHintsOf(chunks: BuiltChunk[], routeTree: string, root: string): BootHints {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const loaded = new Set([entry.fileName, ...entry.imports]);

  const catalogs: BootHints['catalogs'] = {};
  const routeChunks = new Map<string, string[]>();
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    const catalog = catalogPartOf(id);
    if (catalog) catalogs[catalog.language] = { ...catalogs[catalog.language]!, [catalog.part]: `/${chunk.fileName}` };
    // One chunk may hold several of a route's parts (`?tsr-split=component---pendingComponent`).
    const split = /^(.*)\?tsr-split=([\w-]+)$/.exec(id);
    const parts = split?.[2]?.split('---') ?? [];
    if (split && parts.some((part) => PAGE_PARTS.has(part)) && split[1]!.startsWith(`${root}/`)) {
      const file = split[1]!.slice(root.length + 1).replace(/\.tsx?$/, '');
      routeChunks.set(file, [...(routeChunks.get(file) ?? []), chunk.fileName]);
    }
  }

  const withImports = (files: string[]): string[] => {
    const out = new Set<string>();
    const visit = (file: string) => {
      // An import the bundle has no file for (a chunk dropped after it was named, as Vite drops
      // chunks that held only CSS): no preload rather than one that answers 404.
      if (loaded.has(file) || out.has(file) || !byFile.has(file)) return;
      out.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    files.forEach(visit);
    return [...out].map((file) => `/${file}`);
  };

  const tree = routesOfTree(routeTree);
  const routeFiles = new Set(tree.map((route) => route.file).concat([...routeChunks.keys()]));
  const files: string[] = [];
  const indexOf = (file: string) => {
    const index = files.indexOf(file);
    return index >= 0 ? index : files.push(file) - 1;
  };
  const stylesOf = (scripts: string[]): string[] => [
    ...new Set(scripts.flatMap((file) => byFile.get(file.slice(1))?.css ?? []).map((file) => `/${file}`)),
  ];
  // A page's stylesheets too: the router asks for them only once its chunk has arrived and run.
  const withStyles = (scripts: string[]): string[] => [...scripts, ...stylesOf(scripts)];
  const routes = tree.map(({ pattern, file }): [string, number[]] => [
    pattern,
    withStyles(withImports(withLayouts(file, routeFiles).flatMap((layout) => routeChunks.get(layout) ?? []))).map(indexOf),
  ]);
  const chunkOf = (module: string): string => {
    // By the modules a file holds: a facade's own module is among them, and a group's chunk stands for none.
    const found = chunks.find((chunk) => chunk.moduleIds.includes(`${root}/${module}`));
    if (!found) throw new Error(`the build has no chunk for ${module}`);
    return found.fileName;
  };
  const scripts = withImports([chunkOf(CONSENT_HOST_MODULE)]);
  const styles = stylesOf(scripts);
  return { catalogs, files, routes, consent: { scripts, styles } };
}
