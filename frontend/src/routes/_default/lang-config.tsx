import { createFileRoute } from '@tanstack/react-router';
import { LangConfigPage } from '../../lang-config/lang-config-page';

export const Route = createFileRoute('/_default/lang-config')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LangConfigRoute,
});

function LangConfigRoute() {
  return <LangConfigPage redirect={Route.useSearch().redirect} />;
}
