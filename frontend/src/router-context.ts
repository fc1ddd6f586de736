import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

/** What every route's beforeLoad/loader receives. */
export interface RouterContext {
  queryClient: QueryClient;
  i18n: I18n;
}
