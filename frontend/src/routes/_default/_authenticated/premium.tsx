import { createFileRoute } from '@tanstack/react-router';
import { PremiumPage } from '../../../payments/premium-page';

export const Route = createFileRoute('/_default/_authenticated/premium')({
  component: PremiumPage,
});
