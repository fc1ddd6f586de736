import 'i18next';
import type { Catalog } from './catalog';

// Typed keys: a misspelt or missing key fails the type check instead of showing raw keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
