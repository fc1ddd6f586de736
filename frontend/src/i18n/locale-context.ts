import type { Locale } from '@amoretto/shared';
import { createContext } from 'react';

export interface LocaleState {
  locale: Locale;
  /** Locales offered to this visitor (from settings). */
  offered: readonly Locale[];
  /** Stores the choice in the cookie and switches the UI without a reload. */
  setLocale: (locale: Locale) => Promise<void>;
}

export const LocaleContext = createContext<LocaleState | null>(null);
