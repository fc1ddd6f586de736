import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { OPERATOR_LOGIN_PATH, type OperatorRole, type OperatorView } from '@amoretto/shared';
import { operatorQuery } from './operator-query';

/**
 * For a console area's loader: the logged-in operator, or on to the login (and back here
 * afterwards); an operator without one of `roles` goes to the console's home, which lists
 * what they may open.
 */
export async function requireOperator(queryClient: QueryClient, path: string, roles: readonly OperatorRole[]): Promise<OperatorView> {
  const operator = await queryClient.ensureQueryData(operatorQuery());
  if (!operator) throw redirect({ href: `${OPERATOR_LOGIN_PATH}?redirect=${encodeURIComponent(path)}` });
  if (!roles.includes(operator.role)) throw redirect({ href: '/operator/' });
  return operator;
}
