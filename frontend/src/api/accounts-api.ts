import type {
  EmailChangeDto,
  LoginDto,
  MaybeUserResponse,
  MemberCard,
  MemberCardResponse,
  PasswordChangeDto,
  PasswordResetConfirmDto,
  ProfileUpdateDto,
  SearchResponse,
  SignupDto,
  SignupResponse,
  User,
  UserResponse,
} from '@amoretto/shared';
import { apiFetch } from './api-client';

// The accounts endpoints (docs/decisions.md "Accounts"). Writes that must not be repeated
// blindly (a signup that did reach the server would answer email_taken the second time)
// go out without retries.

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

export async function signup(body: SignupDto): Promise<User> {
  return (await apiFetch<UserResponse>({ method: 'POST', path: '/accounts', body, retries: 0 })).user;
}

/** The whole signup answer: the campaign page shows the activation mail as sent from it. */
export async function createAccount(body: SignupDto): Promise<SignupResponse> {
  return apiFetch<SignupResponse>({ method: 'POST', path: '/accounts', body, retries: 0 });
}

/** The card of the member a campaign ad is about (public). */
export async function fetchMemberCard(id: number, signal?: AbortSignal): Promise<MemberCard> {
  return (await apiFetch<MemberCardResponse>({ path: `/members/${id}/card`, signal })).member;
}

/** How many members the logged-in member's default search finds. */
export async function countMatches(signal?: AbortSignal): Promise<number> {
  return (await apiFetch<SearchResponse>({ path: '/members', signal })).numResults;
}

export async function resendActivation(): Promise<void> {
  await apiFetch<void>({ method: 'POST', path: '/accounts/activation/resend', retries: 0 });
}

export async function requestReactivation(email: string): Promise<void> {
  await apiFetch<{ ok: true }>({ method: 'POST', path: '/accounts/reactivation', body: { email }, retries: 0 });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch<{ ok: true }>({ method: 'POST', path: '/password-reset', body: { email }, retries: 0 });
}

export async function confirmPasswordReset(body: PasswordResetConfirmDto): Promise<void> {
  await apiFetch<void>({ method: 'POST', path: '/password-reset/confirm', body, retries: 0 });
}

export async function changePassword(body: PasswordChangeDto): Promise<void> {
  await apiFetch<void>({ method: 'POST', path: '/account/password', body, retries: 0 });
}

export async function requestEmailChange(body: EmailChangeDto): Promise<void> {
  await apiFetch<{ ok: true }>({ method: 'POST', path: '/account/email', body, retries: 0 });
}

export async function confirmEmailChange(token: string): Promise<User> {
  return (await apiFetch<UserResponse>({ method: 'POST', path: '/account/email/confirm', body: { token }, retries: 0 })).user;
}

export async function updateProfile(body: ProfileUpdateDto): Promise<User> {
  return (await apiFetch<UserResponse>({ method: 'PATCH', path: '/profile', body })).user;
}

export async function uploadPhoto(file: Blob): Promise<User> {
  const form = new FormData();
  form.append('file', file);
  return (await apiFetch<UserResponse>({ method: 'POST', path: '/photos', body: form, retries: 0 })).user;
}

/** `POST /api/user.php?push=1` (docs/product.md#push). */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await apiFetch<unknown>({ method: 'POST', path: '/user.php', query: { push: 1 }, body: { subscription }, retries: 0 });
}

/** Read receipts on or off; reciprocal, so off also hides the partners' read state. */
export async function saveReadReceipts(readReceipts: boolean): Promise<User> {
  return (await apiFetch<UserResponse>({ method: 'PUT', path: '/account/read-receipts', body: { read_receipts: readReceipts } })).user;
}
