import type { User } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import { userQuery } from './user-query';

export interface AuthState {
  user: User | null;
  loggedIn: boolean;
  /** Same as `loggedIn`; kept for the modules written before accounts existed. */
  isLoggedIn: boolean;
  /** True until the first answer of GET /api/user.php: nobody knows yet whether this is a member. */
  pending: boolean;
}

/** The visitor's session, from the shared user query. */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery(userQuery());
  const user = data ?? null;
  return { user, loggedIn: user !== null, isLoggedIn: user !== null, pending: isPending };
}
