// SQL of the console's fictional-profiles area (docs/product.md#fictional-answers). Reads only
// what an agent needs: no email, credits, payments or ledger.
import type { MessageRow } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';

/** A conversation between a fictional profile and a real member, with the sender of its last message. */
export interface FictionalPairRow {
  conversation_id: number;
  fictional_id: number;
  member_id: number;
  last_sender_id: number | null;
  member_has_written: boolean;
}

export interface QueueRow {
  conversation_id: number;
  fictional_id: number;
  fictional_name: string;
  member_id: number;
  member_name: string;
  member_country: string;
  waiting_since: Date;
  waiting_messages: number;
  last_body: string;
  total: number;
}

// The pair's sides, the fictional one first; only live members (a deleted or disabled member
// is no one to answer).
const PAIR_SQL = `
  SELECT c.id AS conversation_id, f.id AS fictional_id, m.id AS member_id,
         (SELECT sender_id FROM messages WHERE conversation_id = c.id AND seq = c.last_seq) AS last_sender_id,
         EXISTS (SELECT 1 FROM messages WHERE conversation_id = c.id AND sender_id = m.id) AS member_has_written
    FROM conversations c
    JOIN users f ON f.id IN (c.user_a_id, c.user_b_id) AND f.fictional
    JOIN users m ON m.id IN (c.user_a_id, c.user_b_id) AND m.id <> f.id AND NOT m.fictional
                AND m.status <> 'deleted' AND m.profile_status = 'active'`;

/** The conversation when it is one between a fictional profile and a real member, else null. */
export async function fictionalPair(db: Queryable, conversationId: number): Promise<FictionalPairRow | null> {
  const rows = (await db.query(`${PAIR_SQL} WHERE c.id = $1`, [conversationId])) as FictionalPairRow[];
  return rows[0] ?? null;
}

/**
 * Conversations whose member wrote last, oldest wait first: from the member's first message
 * after the profile's last answer. The number of fictional profiles is small, so this starts
 * from them.
 */
export async function waitingConversations(db: Queryable, limit: number): Promise<QueueRow[]> {
  return (await db.query(
    `WITH waiting AS (
       SELECT c.id AS conversation_id, f.id AS fictional_id, f.name AS fictional_name,
              m.id AS member_id, m.name AS member_name, m.country AS member_country, c.last_seq,
              coalesce((SELECT max(seq) FROM messages WHERE conversation_id = c.id AND sender_id = f.id), 0) AS answered_seq
         FROM users f
         -- Each side through its own index (conversations_pair, conversations_user_b_idx).
         CROSS JOIN LATERAL (
           SELECT id, user_a_id, user_b_id, last_seq FROM conversations WHERE user_a_id = f.id
           UNION ALL
           SELECT id, user_a_id, user_b_id, last_seq FROM conversations WHERE user_b_id = f.id
         ) c
         JOIN users m ON m.id = CASE WHEN c.user_a_id = f.id THEN c.user_b_id ELSE c.user_a_id END
        WHERE f.fictional AND NOT m.fictional AND m.status <> 'deleted' AND m.profile_status = 'active'
          AND (SELECT sender_id FROM messages WHERE conversation_id = c.id AND seq = c.last_seq) = m.id
     )
     SELECT w.conversation_id, w.fictional_id, w.fictional_name, w.member_id, w.member_name, w.member_country,
            first.created_at AS waiting_since, (w.last_seq - w.answered_seq)::int AS waiting_messages,
            last.body AS last_body, count(*) OVER ()::int AS total
       FROM waiting w
       JOIN messages first ON first.conversation_id = w.conversation_id AND first.seq = w.answered_seq + 1
       JOIN messages last ON last.conversation_id = w.conversation_id AND last.seq = w.last_seq
      ORDER BY first.created_at, w.conversation_id
      LIMIT $1`,
    [limit],
  )) as QueueRow[];
}

export interface ProfileRow {
  id: number;
  name: string;
  date_of_birth: string | null;
  gender: string | null;
  country: string;
  city: string | null;
  about_me: string | null;
  fictional: boolean;
  language: string;
  signup_date: Date;
  thumb_filename: string | null;
}

/** The two profiles as an agent may see them (deliberately no email, credits or payment fields). */
export async function agentProfiles(db: Queryable, ids: readonly number[]): Promise<ProfileRow[]> {
  return (await db.query(
    `SELECT u.id, u.name, u.date_of_birth::text AS date_of_birth, u.gender, u.country, u.city, u.about_me, u.fictional,
            u.language, u.signup_date,
            (SELECT p.thumb_filename FROM photos p WHERE p.user_id = u.id AND p.status = 'active'
              ORDER BY p.position LIMIT 1) AS thumb_filename
       FROM users u WHERE u.id = ANY($1::int[])`,
    [ids],
  )) as ProfileRow[];
}

export type AgentMessageRow = MessageRow & { agent_name: string | null };

/** The newest `limit` messages, oldest first, each profile answer with the name of the agent who wrote it. */
export async function latestMessages(db: Queryable, conversationId: number, limit: number): Promise<AgentMessageRow[]> {
  return (await db.query(
    `SELECT * FROM (
       SELECT m.id, m.conversation_id, m.seq, m.sender_id, m.client_id, m.kind, m.body, m.photo_filename,
              m.photo_thumb_filename, m.gift_id, m.created_at, o.name AS agent_name
         FROM messages m
         LEFT JOIN fictional_message_authors a ON a.message_id = m.id
         LEFT JOIN operators o ON o.id = a.operator_id
        WHERE m.conversation_id = $1
        ORDER BY m.seq DESC LIMIT $2) newest
      ORDER BY seq`,
    [conversationId, limit],
  )) as AgentMessageRow[];
}

export interface NoteRow {
  text: string;
  updated_at: Date;
  updated_by: string | null;
}

export async function memberNote(db: Queryable, memberId: number): Promise<NoteRow | null> {
  const rows = (await db.query(
    `SELECT n.text, n.updated_at, o.name AS updated_by
       FROM member_notes n LEFT JOIN operators o ON o.id = n.updated_by WHERE n.member_id = $1`,
    [memberId],
  )) as NoteRow[];
  return rows[0] ?? null;
}

/** Writes the note; false when the member does not exist (or is fictional: notes are about members). */
export async function saveMemberNote(db: Queryable, memberId: number, text: string, operatorId: number): Promise<boolean> {
  const rows = (await db.query(
    `INSERT INTO member_notes (member_id, text, updated_by, updated_at)
     SELECT id, $2, $3, now() FROM users WHERE id = $1 AND NOT fictional AND status <> 'deleted'
     ON CONFLICT (member_id) DO UPDATE SET text = EXCLUDED.text, updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING member_id`,
    [memberId, text, operatorId],
  )) as unknown[];
  return rows.length > 0;
}

/** Who wrote a fictional profile's message; a retried answer finds its row there already. */
export async function recordAuthor(db: Queryable, messageId: number, operatorId: number): Promise<boolean> {
  const rows = (await db.query(
    `INSERT INTO fictional_message_authors (message_id, operator_id) VALUES ($1, $2)
     ON CONFLICT (message_id) DO NOTHING RETURNING message_id`,
    [messageId, operatorId],
  )) as unknown[];
  return rows.length > 0;
}
