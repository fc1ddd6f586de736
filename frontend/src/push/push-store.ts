import { useSyncExternalStore } from 'react';
import { initialPushState, permissionState, type PushState } from './push-offer-rules';

// One push state per page (docs/product.md#push): the banner, the settings switch and the
// periodic refresh read it; push-browser.ts, loaded after the first paint, looks up the
// subscription, follows the permission and moves the state (push-state-rules.ts). None of it is
// in the first page's download: the banner, the watch and the switch all load later.

/** Whether this browser can receive web push at all (a secure page, notifications, the Push API, service workers). */
export function browserCanPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

let state: PushState | null = null;
const listeners = new Set<() => void>();

export function currentPushState(): PushState {
  if (!state) {
    const capable = browserCanPush();
    state = initialPushState(capable, capable ? permissionState(Notification.permission) : 'prompt');
  }
  return state;
}

/** Sets the state (push-browser.ts moves it by the rules of push-state-rules.ts) and tells the readers. */
export function setPushState(next: PushState): void {
  const current = currentPushState();
  if (next.capable === current.capable && next.status === current.status) return;
  state = next;
  listeners.forEach((listener) => listener());
}

function listen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePushState(): PushState {
  return useSyncExternalStore(listen, currentPushState, currentPushState);
}
