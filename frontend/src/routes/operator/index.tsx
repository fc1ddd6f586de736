import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { OPERATOR_LOGIN_PATH } from '@amoretto/shared';
import { OperatorHomePage } from '../../operator/operator-home-page';
import { OperatorLayout } from '../../operator/operator-layout';
import { operatorQuery } from '../../operator/operator-query';

export const Route = createFileRoute('/operator/')({
  // Only with an operator session (a member's does not count): the login otherwise.
  loader: async ({ context }) => {
    if (!(await context.queryClient.ensureQueryData(operatorQuery()))) throw redirect({ href: OPERATOR_LOGIN_PATH });
  },
  component: OperatorHomeRoute,
});

function OperatorHomeRoute() {
  const { data: operator } = useSuspenseQuery(operatorQuery());
  const router = useRouter();
  return (
    <OperatorLayout>
      {operator ? <OperatorHomePage operator={operator} onLoggedOut={() => router.history.push(OPERATOR_LOGIN_PATH)} /> : null}
    </OperatorLayout>
  );
}
