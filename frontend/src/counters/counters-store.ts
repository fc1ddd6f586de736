export interface Counters {
  /** Unread messages over all conversations (the Messages badge). */
  unreadMessages: number;
  /** Likes the member has not looked at yet (the Likes badge). */
  newLikes: number;
}

export const NO_COUNTERS: Counters = { unreadMessages: 0, newLikes: 0 };

/**
 * The badge counts, kept outside React's tree: the code that computes them (member-services.tsx)
 * loads after the first paint, while the top bar that shows them is part of it.
 */
let current: Counters = NO_COUNTERS;
const listeners = new Set<() => void>();

export function setCounters(next: Counters): void {
  if (next.unreadMessages === current.unreadMessages && next.newLikes === current.newLikes) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export const getCounters = (): Counters => current;

export function subscribeCounters(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
