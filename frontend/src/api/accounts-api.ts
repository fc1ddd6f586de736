import type { LoginDto, MaybeUserResponse, User, UserResponse } from '@amoretto/shared';
import { apiFetch } from './api-client';

// The session's endpoints, which every page may use (the app's entry holds this file): who is
// logged in, logging in and out, the member's language, a new activation mail. What members do to
// their account on its own pages is in account-actions-api.ts, loaded with those pages.

/** The current member, or null when logged out (`optional=1`: a visitor is an answer, not a 403). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  const { user } = await apiFetch<MaybeUserResponse>({ path: '/user.php', query: { optional: '1' }, signal });
  return user;
}

export async function login(body: LoginDto): Promise<User> {
  return (await apiFetch<UserResponse>({ method: 'POST', path: '/user.php', body, retries: 0 })).user;
}

export async function logout(): Promise<void> {
  await apiFetch<{ ok: true }>({ path: '/logout.php' });
}

export async function storeLanguage(language: User['language']): Promise<User> {
  return (await apiFetch<UserResponse>({ method: 'PUT', path: '/user.php', body: { language } })).user;
}

export async function resendActivation(): Promise<void> {
  await apiFetch<void>({ method: 'POST', path: '/accounts/activation/resend', retries: 0 });
}
