import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '../../../../accounts/settings/account-settings-page';

export const Route = createFileRoute('/_default/_authenticated/settings/account')({
  component: AccountSettingsPage,
});
