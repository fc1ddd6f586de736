import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../layout/default-layout';

export const Route = createFileRoute('/_default')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
});
