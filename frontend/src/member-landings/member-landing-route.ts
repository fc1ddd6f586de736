import { parseUrlId } from '@amoretto/shared';
import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { userQuery } from '../auth/user-query';

/** Members have an account already: a member landing sends them straight to the member. */
export async function memberLandingBeforeLoad(queryClient: QueryClient, urlId: string): Promise<void> {
  const id = parseUrlId(urlId);
  if (id !== null && (await queryClient.ensureQueryData(userQuery()))) throw redirect({ href: `/members/${id}` });
}
