import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { userQuery } from './auth/user-query';
import { installChunkReloadHandler } from './errors/chunk-reload';
import { queryClient } from './query-client';
import { preloadOpeningPageCode } from './router';
import { companyInfoQuery } from './site-settings/company-info-query';
import './styles/app.scss';

installChunkReloadHandler();
// Legal pages and the US footer need it; fetch alongside settings without blocking the first paint.
void queryClient.prefetchQuery(companyInfoQuery());
// Every page asks who is logged in once the router renders: ask now, in parallel with settings
// and the catalog, instead of after them.
void queryClient.prefetchQuery(userQuery());
preloadOpeningPageCode(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
