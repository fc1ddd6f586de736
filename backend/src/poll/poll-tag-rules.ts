/**
 * The entity tag of a member's polled answers (user.php, chats.php, likes.php): the member, the
 * listener's epoch, the member's version and the UTC day, because ages in the answers move at
 * midnight UTC with no row changing (docs/decisions.md, "The polled endpoints"). Weak: the same
 * version may be sent gzipped or not.
 */
export function pollTag(memberId: number, epoch: string, version: string | null, now: Date): string {
  return `W/"${memberId}.${epoch}.${version ?? '0'}.${now.toISOString().slice(0, 10)}"`;
}

/** Whether an If-None-Match header names the tag (weak comparison, a list, or `*`). */
export function tagMatches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === wanted);
}

/** The browser keeps the answer, and asks again every time with its tag. */
export const POLL_CACHE_CONTROL = 'private, no-cache';
