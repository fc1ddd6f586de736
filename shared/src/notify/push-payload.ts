// What a web push carries to the site's service worker (/sw-push.js). It holds only what the
// notification shows on a locked screen, already in the member's language: no member ids
// beyond the page to open, no email, no full message text.

export const PUSH_KINDS = ['message', 'like', 'match'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export interface PushPayload {
  /** Payload version, so a service worker of an older release can tell a shape it does not know. */
  v: 1;
  kind: PushKind;
  title: string;
  body: string;
  /** A site path (the app icon); never a member's photo. */
  icon: string;
  /** The app badge after this event: unread messages plus new likes (docs/product.md#realtime). */
  badge_count: number;
  /** Site path the click opens: the conversation, or the likes or matches tab. */
  url: string;
  /** A newer notification with the same tag replaces the older one (one per conversation). */
  tag: string;
}

/** The longest message preview a push shows, in characters (a locked screen shows two lines). */
export const PUSH_PREVIEW_MAX = 80;

/** The icon every push shows. */
export const PUSH_ICON = '/icon.svg';
