import { createFileRoute } from '@tanstack/react-router';
import { ResetConfirmPage } from '../../../accounts/password-reset/reset-confirm-page';

export const Route = createFileRoute('/_default/reset-password/do')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: ResetConfirmRoute,
});

function ResetConfirmRoute() {
  const { token = '' } = Route.useSearch();
  return <ResetConfirmPage token={token} />;
}
