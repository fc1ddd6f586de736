import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { userQuery } from './auth/user-query';
import { installChunkReloadHandler } from './errors/chunk-reload';
import { queryClient } from './query-client';
import { followMembersArea } from './payments/members-area-clock';
import { appRouter, preloadOpeningPageCode } from './router';
import { bootLocaleGuess } from './i18n/boot-locale';
import { loadCatalogPart } from './i18n/catalog';
import { bootSearch, settingsQuery } from './site-settings/settings-query';
import { inSeparateTasks } from './ui/in-separate-tasks';
import './styles/app.scss';

installChunkReloadHandler();
// What the first paint waits for, asked at once and in this order (a browser opens only six
// connections to the site): settings and the likely catalog, who is logged in; the opening page's
// code follows with the router. The boot and the router ask again and get these same requests.
void queryClient.prefetchQuery(settingsQuery(bootSearch));
void loadCatalogPart(bootLocaleGuess(), 'first').catch(() => undefined);
void queryClient.prefetchQuery(userQuery());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// The router is built, the opening page's code asked for, and React started, each in a task of its
// own after the one that ran the modules: together they blocked the page for one long stretch on a
// slow phone (docs/benchmarks.md).
inSeparateTasks([
  // From the first moment, so the time-bonus modal's 40 s do not wait for its code (members-area-clock.ts).
  () => followMembersArea(appRouter().history),
  // Matching the address runs the candidate routes' parameter parsers: a task of its own too.
  () => preloadOpeningPageCode(window.location.pathname),
  () =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
]);
