import { useSyncExternalStore } from 'react';
import { initialPushState, nextPushState, permissionState, type PushState, type PushStateEvent } from './push-state-rules';

// One push state per page (docs/product.md#push): the banner, the settings switch and the
// periodic refresh read it; push-browser.ts, loaded after the first paint, looks up the
// subscription and follows the permission. Kept this small because the default layout's
// banners import it into the first page's bundle.

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

export function dispatchPush(event: PushStateEvent): void {
  const current = currentPushState();
  const next = nextPushState(current, event);
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
