import type { MemberCard } from '@amoretto/shared';

/** One "New like!" modal: someone liked the member, or the two now like each other. */
export interface MatchModalItem {
  kind: 'like' | 'match';
  profile: MemberCard;
}

/**
 * Modals wait in line instead of stacking; the first item is the one on screen. A member
 * is never queued twice: a match for someone whose like is already waiting (or showing)
 * upgrades that entry, since the liked member receives both events for one like.
 */
export function enqueueModal(queue: readonly MatchModalItem[], item: MatchModalItem): MatchModalItem[] {
  const index = queue.findIndex((queued) => queued.profile.id === item.profile.id);
  if (index === -1) return [...queue, item];
  if (item.kind === 'match' && queue[index]!.kind === 'like') {
    return queue.map((queued, i) => (i === index ? item : queued));
  }
  return [...queue];
}

/** The shown modal closed: the next one comes up. */
export function dequeueModal(queue: readonly MatchModalItem[]): MatchModalItem[] {
  return queue.slice(1);
}

/**
 * The like modal's delay from the URL query `t` (seconds, docs/product.md#likes), or null when `t` is
 * not a plain non-negative number.
 */
export function likeModalDelayMs(t: unknown): number | null {
  const text = typeof t === 'number' ? String(t) : typeof t === 'string' ? t.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const seconds = Number(text);
  return Number.isFinite(seconds) ? Math.round(seconds * 1000) : null;
}
