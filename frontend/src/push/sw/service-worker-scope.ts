/**
 * The few parts of a service worker's global scope the push worker uses. The site compiles
 * against the DOM's types (a page), which do not describe a service worker; these describe
 * just what sw-push.ts calls, as the browser provides it.
 */
export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown; text(): string } | null;
}

export interface NotificationEventLike extends ExtendableEventLike {
  notification: Notification;
}

export interface PushSubscriptionChangeEventLike extends ExtendableEventLike {
  oldSubscription?: PushSubscription | null;
  newSubscription?: PushSubscription | null;
}

export interface WindowClientLike {
  url: string;
  focused: boolean;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}

export interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

interface WorkerEvents {
  install: ExtendableEventLike;
  activate: ExtendableEventLike;
  push: PushEventLike;
  notificationclick: NotificationEventLike;
  pushsubscriptionchange: PushSubscriptionChangeEventLike;
  fetch: FetchEventLike;
}

export interface ServiceWorkerScopeLike {
  registration: ServiceWorkerRegistration;
  location: { origin: string; hostname: string };
  navigator: { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof WorkerEvents>(type: K, listener: (event: WorkerEvents[K]) => void): void;
}
