import { chooseLocale, type Locale, type Settings } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { BootError } from '../errors/boot-error';
import { reloadForChunkError } from '../errors/chunk-reload';
import { bootLocaleGuess } from '../i18n/boot-locale';
import { catalogPartsFor } from '../i18n/catalog-parts';
import { switchLanguage, wholeCatalog } from '../i18n/i18n';
import { LocaleProvider } from '../i18n/locale-provider';
import { readLocaleCookie } from '../i18n/locale-cookie';
import { CenteredSpinner } from '../layout/centered-spinner';
import { appRouter } from '../router';
import { useTrackingCapture } from '../tracking/use-tracking-capture';
import { usePageSettled } from '../ui/use-page-settled';
import { SettingsContext } from './settings-context';
import { bootSearch, settingsQuery } from './settings-query';

/**
 * Nothing renders before settings and the visitor's catalog are loaded: the locale,
 * brand name and offered languages all come from settings.
 */
export function BootGate() {
  const router = appRouter();
  // Before the router renders: it must start from the address without tracking parameters.
  useTrackingCapture(router.history);
  const settings = useQuery(settingsQuery(bootSearch));
  // Start loading a likely catalog in parallel with settings, so a boot error page can be translated.
  const guess = useMemo<Locale>(bootLocaleGuess, []);
  const locale = useMemo(
    () =>
      settings.data
        ? chooseLocale({
            cookie: readLocaleCookie(),
            domainLanguage: settings.data.domain_language,
            country: settings.data.geoip_selected_country,
          })
        : null,
    [settings.data],
  );
  const target = locale ?? guess;
  const [loaded, setLoaded] = useState<Locale | null>(null);
  const [catalogFailed, setCatalogFailed] = useState(false);

  useEffect(() => {
    let live = true;
    // The home page and the member search draw with the first part of the catalog, the chat screens with the chat's too.
    switchLanguage(target, { wanted: catalogPartsFor(window.location.pathname) }).then(
      () => live && setLoaded(target),
      () => {
        // A missing catalog chunk usually means a new deploy: one reload fixes it.
        if (live && !reloadForChunkError()) setCatalogFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [target]);

  const catalogReady = Boolean(settings.data && locale && loaded === locale);
  // The router resolves the opening page (its code, and its loaders' data) before the site first
  // renders. Left to the router's own mount, that load changed the router's state during the first
  // effects, and React drew the whole page a second time, synchronously: one long task.
  const [routerLoaded, setRouterLoaded] = useState(false);
  useEffect(() => {
    if (!catalogReady || routerLoaded) return;
    let live = true;
    // Until the router's own component mounts, a redirect (e.g. /likes → /likes/received) moves the
    // address with nobody listening to load the new one: listen meanwhile, as that component does.
    const stopListening = router.history.subscribe(() => void router.load().catch(() => undefined));
    // A failed load is the router's to show (its error page); the site renders either way.
    void router
      .load()
      .catch(() => undefined)
      .then(() => {
        stopListening();
        if (live) setRouterLoaded(true);
      });
    return () => {
      live = false;
      stopListening();
    };
  }, [catalogReady, routerLoaded, router]);

  // The first render of the whole site is the heaviest moment of a page load: deferring it lets React
  // draw it in short slices that leave the main thread free in between (no single long task).
  const ready = useDeferredValue(catalogReady && routerLoaded);

  if (catalogFailed) return <BootError onRetry={() => window.location.reload()} translated={false} />;
  if (settings.isError && loaded) {
    return <BootError onRetry={() => void settings.refetch()} busy={settings.isFetching} translated />;
  }
  if (!ready || !settings.data || !locale || loaded !== locale) return <CenteredSpinner label="…" />;
  return <Booted settings={settings.data} locale={locale} />;
}

/** The site, once settings and the catalog are there; then, once the page has settled, the rest of the catalog loads for the next page. */
function Booted({ settings, locale }: { settings: Settings; locale: Locale }) {
  const settled = usePageSettled();
  useEffect(() => {
    if (settled) void wholeCatalog().catch(() => undefined);
  }, [settled]);

  return (
    <SettingsContext value={settings}>
      <LocaleProvider initial={locale} offered={settings.locales} country={settings.geoip_selected_country}>
        <RouterProvider router={appRouter()} />
      </LocaleProvider>
    </SettingsContext>
  );
}
