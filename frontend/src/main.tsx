import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { installChunkReloadHandler } from './errors/chunk-reload';
import { queryClient } from './query-client';
import { companyInfoQuery } from './site-settings/company-info-query';
import './styles/app.scss';

installChunkReloadHandler();
// Legal pages and the US footer need it; fetch alongside settings without blocking the first paint.
void queryClient.prefetchQuery(companyInfoQuery());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
