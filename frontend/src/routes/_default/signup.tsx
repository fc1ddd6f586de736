import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignupPage } from '../../accounts/signup/signup-page';
import { parseSignupStep } from '../../accounts/signup/signup-steps';
import { userQuery } from '../../auth/user-query';

export const Route = createFileRoute('/_default/signup')({
  validateSearch: (search: Record<string, unknown>): { step?: number } => {
    const step = parseSignupStep(search.step);
    return step > 0 ? { step } : {};
  },
  beforeLoad: async ({ context, search, location }) => {
    const user = await context.queryClient.ensureQueryData(userQuery());
    const step = search.step ?? 0;
    // docs/product.md#screens: members have an account already; the later steps need one.
    if (user && step === 0) throw redirect({ to: '/members' });
    if (!user && step > 0) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: SignupRoute,
});

function SignupRoute() {
  const { step = 0 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SignupPage
      step={step}
      // Replacing the account step in history: going back to it after signing up would only bounce.
      onStep={(next, options) => void navigate({ search: next > 0 ? { step: next } : {}, replace: options?.replace })}
      onFinish={() => void navigate({ to: '/signup-matches' })}
    />
  );
}
