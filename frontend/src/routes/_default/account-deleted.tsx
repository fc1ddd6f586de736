import { createFileRoute } from '@tanstack/react-router';
import { AccountDeletedPage } from '../../accounts/deletion/account-deleted-page';

export const Route = createFileRoute('/_default/account-deleted')({
  component: AccountDeletedPage,
});
