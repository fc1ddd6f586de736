import type { User, UserResponse } from '@amoretto/shared';
import { apiFetch } from './api-client';

/** Exchanges a mailed login token for a session cookie (docs/product.md#login-links). */
export async function redeemLoginLink(token: string): Promise<User> {
  return (await apiFetch<UserResponse>({ method: 'POST', path: '/login-links/redeem', body: { token }, retries: 0 })).user;
}

/** Mails a new login link; the same answer whether an account has the address or not. */
export async function requestLoginLink(email: string): Promise<void> {
  await apiFetch<{ ok: true }>({ method: 'POST', path: '/login-links', body: { email }, retries: 0 });
}
