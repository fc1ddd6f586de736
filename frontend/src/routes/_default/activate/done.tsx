import { createFileRoute } from '@tanstack/react-router';
import { ActivationDonePage } from '../../../accounts/activation/activation-done-page';

export const Route = createFileRoute('/_default/activate/done')({
  component: ActivationDonePage,
});
