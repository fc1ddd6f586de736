import { PUSH_PREVIEW_MAX, PUSH_REPEAT_MS } from '@amoretto/shared';
import type { Presence } from '@amoretto/shared/node';
import type { ConversationNotifyState } from './notify.repository';

// When a member hears about a new message (docs/product.md#notifications). Pure: the job
// reads state, presence and read position, these decide.

/** What is known about the recipient when a message's job runs. */
export interface MessageNotifyFacts {
  presence: Presence;
  /** The message's place in its conversation. */
  seq: number;
  /** How far the recipient has read the conversation. */
  readSeq: number;
  now: number;
}

/**
 * A push goes to a member with no visible page of the site, about a message not read yet, once
 * per conversation: again only after they came back (a visible page or the conversation read
 * after the last push) or PUSH_REPEAT_MS after the last push.
 */
export function shouldPush(state: ConversationNotifyState, facts: MessageNotifyFacts): boolean {
  if (facts.presence.visible || facts.readSeq >= facts.seq) return false;
  if (state.pushed_at === null || state.pushed_seq === null) return true;
  if (facts.readSeq >= state.pushed_seq) return true;
  const pushedAt = state.pushed_at.getTime();
  if (facts.presence.lastVisibleAt !== null && facts.presence.lastVisibleAt > pushedAt) return true;
  return facts.now - pushedAt >= PUSH_REPEAT_MS;
}

/**
 * A mail goes to a member with no live socket at all, about a message not read yet, once per
 * conversation until they have been back: at the site after the mail, or the conversation read
 * up to the message mailed about. No timer: a member who stays away gets one mail per
 * conversation, not a mail per message.
 */
export function shouldMail(state: ConversationNotifyState, facts: MessageNotifyFacts): boolean {
  if (facts.presence.online || facts.readSeq >= facts.seq) return false;
  if (state.mailed_at === null || state.mailed_seq === null) return true;
  if (facts.readSeq >= state.mailed_seq) return true;
  return facts.presence.lastSeenAt !== null && facts.presence.lastSeenAt > state.mailed_at.getTime();
}

/**
 * The start of a text for a locked screen: whitespace runs (line breaks too) become one space,
 * cut at `max` characters (whole code points, never half an emoji) with an ellipsis.
 */
export function messagePreview(body: string, max = PUSH_PREVIEW_MAX): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** The likes a likes mail tells about came after the last likes mail and after the member was last at the site. */
export function likesMailSince(mailedAt: Date | null, lastSeenAt: number | null): Date | null {
  const times = [mailedAt?.getTime(), lastSeenAt].filter((t): t is number => typeof t === 'number');
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}
