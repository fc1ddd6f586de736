import type { ErrorCode, MemberPhoto, MemberRelation, PublicProfile } from '@amoretto/shared';
import { isApiError } from '../api/api-error';

export type MemberAction = 'like' | 'unlike' | 'block' | 'unblock' | 'message' | 'gift';

/**
 * The buttons a viewer gets. Visitors see message, gift and like, which lead to login;
 * members like/unlike and block/unblock (message and gift arrive with the chat). Nobody acts
 * on their own page; a disabled profile can only be blocked or unblocked.
 */
export function memberActions({
  loggedIn,
  own,
  relation,
  disabled,
}: {
  loggedIn: boolean;
  own: boolean;
  relation: MemberRelation;
  disabled: boolean;
}): MemberAction[] {
  if (own) return [];
  if (!loggedIn) return disabled ? [] : ['message', 'like', 'gift'];
  if (relation.blocked) return ['unblock'];
  if (disabled) return ['block'];
  return [relation.liked ? 'unlike' : 'like', 'block'];
}

/** What the page shows instead of the profile for an error answer. */
export type MemberPageProblem = 'not_found' | 'no_access' | 'login' | 'failed';

export function problemFor(code: ErrorCode | undefined, status: number | undefined): MemberPageProblem {
  if (code === 'member_not_found' || status === 404) return 'not_found';
  if (code === 'blocked_by_member') return 'no_access';
  if (code === 'authentication_required' || code === 'search_not_available') return 'login';
  return 'failed';
}

/** The photos for the gallery: the ones with an address, and how many stay locked. */
export function galleryOf(profile: Pick<PublicProfile, 'photos'>): {
  open: Array<Extract<MemberPhoto, { locked: false }>>;
  locked: number;
} {
  const open = profile.photos.filter((photo): photo is Extract<MemberPhoto, { locked: false }> => !photo.locked);
  return { open, locked: profile.photos.length - open.length };
}

/** The relation after a like/block change, before the server answers (optimistic). */
export function relationAfter(relation: MemberRelation, action: 'like' | 'unlike' | 'block' | 'unblock'): MemberRelation {
  switch (action) {
    case 'like':
      return { ...relation, liked: true };
    case 'unlike':
      return { ...relation, liked: false };
    case 'block':
      // Blocking removes likes both ways (docs/product.md#blocks).
      return { liked: false, liked_me: false, blocked: true };
    case 'unblock':
      return { ...relation, blocked: false };
  }
}

/**
 * The catalog key for a failed call. Read from our own catalogs rather than the server's
 * message: a dropped connection has no translated message at all.
 */
export function errorKey(error: unknown): `errors.${ErrorCode}` | 'errors.generic' {
  return isApiError(error) ? `errors.${error.code}` : 'errors.generic';
}
