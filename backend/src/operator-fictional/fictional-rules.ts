// Pure rules of the console's fictional-profiles area (docs/product.md#fictional-answers).
import type { AgentProfileView, ErrorCode, FictionalQueueItem, MemberNoteView } from '@amoretto/shared';
import { ageOn } from '../accounts/user-view';
import type { FictionalPairRow, NoteRow, ProfileRow, QueueRow } from './fictional.repository';

/** The queue shows this many of the oldest waiting conversations at once. */
export const QUEUE_PAGE = 50;
/** An agent reads this many of a conversation's newest messages. */
export const AGENT_HISTORY = 100;

/**
 * Why an agent may not answer this conversation, or null. Only a conversation between a
 * fictional profile and a real member is the console's at all; and a fictional profile only
 * ever answers: the member must have written first (the database function checks it again).
 */
export function answerRefusal(pair: FictionalPairRow | null): { code: ErrorCode; status: number } | null {
  if (!pair) return { code: 'conversation_not_found', status: 404 };
  if (!pair.member_has_written) return { code: 'fictional_cannot_start', status: 403 };
  return null;
}

/** The member wrote last: the conversation waits for the profile's answer. */
export function isWaiting(pair: FictionalPairRow): boolean {
  return pair.last_sender_id === pair.member_id;
}

export function toQueueItem(row: QueueRow): FictionalQueueItem {
  return {
    conversation_id: row.conversation_id,
    fictional: { id: row.fictional_id, name: row.fictional_name },
    member: { id: row.member_id, name: row.member_name, country: row.member_country },
    waiting_since: new Date(row.waiting_since).toISOString(),
    waiting_messages: row.waiting_messages,
    last_body: row.last_body,
  };
}

export function toAgentProfile(row: ProfileRow, today: Date): AgentProfileView {
  return {
    id: row.id,
    name: row.name,
    age: row.date_of_birth ? ageOn(row.date_of_birth, today) : null,
    gender: row.gender ?? '',
    country: row.country,
    city: row.city,
    about_me: row.about_me,
    fictional: row.fictional,
    language: row.language,
    signup_date: new Date(row.signup_date).toISOString(),
    photo_thumb_url: row.thumb_filename ? `/cdn/${row.thumb_filename}` : null,
  };
}

export function toNoteView(row: NoteRow | null): MemberNoteView {
  return row
    ? { text: row.text, updated_at: new Date(row.updated_at).toISOString(), updated_by: row.updated_by }
    : { text: '', updated_at: null, updated_by: null };
}
