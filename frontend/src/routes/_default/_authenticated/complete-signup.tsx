import { createFileRoute } from '@tanstack/react-router';
import { CompleteSignupPage } from '../../../accounts/signup/complete-signup-page';

export const Route = createFileRoute('/_default/_authenticated/complete-signup')({
  component: CompleteSignupPage,
});
