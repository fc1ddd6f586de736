import { Outlet, createFileRoute } from '@tanstack/react-router';
import { LanderLayout } from '../layout/lander-layout';

/** The lander layout (docs/product.md#landers): logo bar, page, footer, the signup modal. */
export const Route = createFileRoute('/_lander')({
  component: () => (
    <LanderLayout>
      <Outlet />
    </LanderLayout>
  ),
});
