import { createFileRoute } from '@tanstack/react-router';
import { ActivationErrorPage } from '../../../accounts/activation/activation-error-page';

export const Route = createFileRoute('/_default/activate/error')({
  component: ActivationErrorPage,
});
