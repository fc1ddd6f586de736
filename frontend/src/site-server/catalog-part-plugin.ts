import type { Plugin } from 'vite';
import { catalogPart, catalogPartOf } from '../i18n/catalog-parts.ts';

/**
 * `…/i18n/<lang>.json?catalog-part=first|chat|rest`: the catalog file cut to one part, as a module
 * whose default export is that part (i18n/catalog-parts.ts says which groups go where). With the
 * query the bundler no longer treats the file as JSON, so the module is written here; JSON.parse
 * of a string literal is how JSON modules are compiled anyway (faster to parse than an object).
 */
export function catalogPartPlugin(): Plugin {
  return {
    name: 'amoretto-catalog-part',
    enforce: 'pre',
    transform(code, id) {
      const of = catalogPartOf(id);
      if (!of) return null;
      const catalog = JSON.parse(code) as Record<string, unknown>;
      const part = JSON.stringify(catalogPart(catalog, of.part));
      return { code: `export default JSON.parse(${JSON.stringify(part)});\n`, map: null, moduleType: 'js' };
    },
  };
}
