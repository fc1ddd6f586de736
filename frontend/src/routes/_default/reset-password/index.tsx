import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestPage } from '../../../accounts/password-reset/reset-request-page';

export const Route = createFileRoute('/_default/reset-password/')({
  component: ResetRequestPage,
});
