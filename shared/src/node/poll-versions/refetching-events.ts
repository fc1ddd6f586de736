import type { Redis } from 'ioredis';
import type { ServerEventName, ServerEventPayloads } from '../../events';
import type { PollKeys } from './poll-keys';
import { bumpPollVersions } from './poll-version-bump';

/**
 * Whether the site, on this event, fetches a polled answer (`user.php`, `chats.php`, `likes.php`)
 * again at once: a like or a match (the likes lists), a member who left (chats and likes), premium
 * gained or lost (every member list, for the photos it unlocks). Whoever sends such an event moves
 * the member's poll version first (bumpPollVersions, on the connection that then publishes): the
 * workers' listener moves it too, but only once Postgres has told it, and the fetch the event
 * prompts could come first and be answered 304 with the answer from before the change.
 */
export function refetchesPolledAnswers<E extends ServerEventName>(event: E, payload: ServerEventPayloads[E]): boolean {
  if (event === 'member.left' || event === 'like.created' || event === 'match.created') return true;
  return event === 'counters.changed' && (payload as ServerEventPayloads['counters.changed']).paid_user !== undefined;
}

/**
 * For an event publisher, just before it publishes `event` to `userId` on `publisher`: moves the
 * member's poll version when the event calls for it (refetchesPolledAnswers). Sent on the same
 * connection as the PUBLISH that follows, so Redis runs it first; a failure goes to `onError`.
 */
export function movePollVersionFor<E extends ServerEventName>(
  publisher: Redis,
  keys: PollKeys,
  userId: number,
  event: E,
  payload: ServerEventPayloads[E],
  onError: (error: unknown) => void,
): void {
  if (refetchesPolledAnswers(event, payload)) bumpPollVersions(publisher, keys, [userId]).catch(onError);
}
