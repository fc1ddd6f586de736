import { isLoginLinkToken } from '@amoretto/shared';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoginLinkPage } from '../../login-link/login-link-page';

// The spec's `{token}` route: a one-time login link from a mail (docs/product.md#login-links). Only a
// token's own spelling matches; any other one-segment address is the ordinary not-found page.
export const Route = createFileRoute('/_default/$token')({
  params: {
    parse: ({ token }): { token: string } => {
      if (!isLoginLinkToken(token)) throw notFound();
      return { token };
    },
    stringify: ({ token }) => ({ token }),
  },
  component: LoginLinkRoute,
});

function LoginLinkRoute() {
  const { token } = Route.useParams();
  // A new token (another link opened in this tab) starts with a fresh page.
  return <LoginLinkPage key={token} token={token} />;
}
