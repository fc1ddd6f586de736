import type { ServerEventName, ServerEventPayloads } from '../../events';

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
