import { createFileRoute } from '@tanstack/react-router';
import { MailChangePage } from '../../../accounts/mail-change/mail-change-page';

export const Route = createFileRoute('/_default/mail-change/do')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: MailChangeRoute,
});

function MailChangeRoute() {
  const { token = '' } = Route.useSearch();
  return <MailChangePage token={token} />;
}
