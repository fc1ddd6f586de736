import type {
  EmailChangeDto,
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

// What a member does to their account on its own pages (docs/decisions.md "Accounts"): signing up,
// passwords, the mail address, the profile and photos, push and settings. Writes that must not be
// repeated blindly (a signup that did reach the server would answer email_taken the second time)
// go out without retries.

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
