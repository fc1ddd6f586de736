import { useSyncExternalStore } from 'react';

// Whether the signup modal is open. A tiny store rather than context: the buttons that
// open it live in the top bar, the hero and the login page, far from the modal itself.
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openSignupModal = (): void => set(true);
export const closeSignupModal = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignupModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
