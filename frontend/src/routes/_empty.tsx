import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SignupModal } from '../accounts/signup/signup-modal';
import { BareLayout } from '../layout/bare-layout';

/** The empty layout (docs/product.md#screens): the page owns the viewport; the site's signup modal. */
export const Route = createFileRoute('/_empty')({
  component: () => (
    <BareLayout variant="empty">
      <Outlet />
      <SignupModal />
    </BareLayout>
  ),
});
