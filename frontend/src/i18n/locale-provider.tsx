import { localeTagFor, type Country, type Locale } from '@amoretto/shared';
import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { switchLanguage } from './i18n';
import { LocaleContext, type LocaleState } from './locale-context';
import { writeLocaleCookie } from './locale-cookie';

interface Props {
  /** Chosen at boot; its catalog is already loaded. */
  initial: Locale;
  offered: readonly Locale[];
  /** The visitor's country, for the region part of `<html lang>`. */
  country: Country;
  children: ReactNode;
}

export function LocaleProvider({ initial, offered, country, children }: Props) {
  const [locale, setLocaleState] = useState<Locale>(initial);

  useLayoutEffect(() => {
    // The language as spoken in the visitor's country where the site offers it there (en-US, fr-CH).
    document.documentElement.lang = localeTagFor(locale, country);
  }, [locale, country]);

  const setLocale = useCallback(async (next: Locale) => {
    // Load first, so the page never shows a half-switched mix of languages.
    await switchLanguage(next);
    writeLocaleCookie(next);
    setLocaleState(next);
  }, []);

  const value = useMemo<LocaleState>(() => ({ locale, offered, setLocale }), [locale, offered, setLocale]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}
