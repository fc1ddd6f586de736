import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '@amoretto/shared/db';
import type { DemoMember } from './data/population';

/** What the demo login starts with, so sending a message works on the first try. */
export const DEMO_CREDITS = 200;
/** Ledger reason and key of that grant; the key makes it (and everything below) happen once. */
export const DEMO_CREDITS_REASON = 'demo_credits';
export const DEMO_CREDITS_KEY = 'demo-login-credits';

const MINUTE = 60_000;

/** One seeded message: who writes it and how long ago. */
interface ScriptLine {
  from: 'partner' | 'demo';
  body: string;
  minutesAgo: number;
}

/** The part one demo member plays for the demo login. */
interface Role {
  /** Minutes ago she liked the demo login, or null for no like. */
  likedMinutesAgo: number | null;
  /** The demo login liked her back: a match. */
  likedBack: boolean;
  chat: ScriptLine[];
}

/**
 * Who does what, in the order the partners are picked. The demo login is Italian, and so
 * are his partners, so the chats are in Italian.
 */
const ROLES: readonly Role[] = [
  {
    likedMinutesAgo: 30 * 60,
    likedBack: true,
    chat: [
      { from: 'partner', body: 'Ciao! Ho visto che ci siamo piaciuti a vicenda 😊', minutesAgo: 26 * 60 },
      { from: 'partner', body: 'Anche tu ami cucinare? Qual è il tuo piatto forte?', minutesAgo: 26 * 60 - 2 },
      { from: 'demo', body: 'Ciao! Il risotto alla milanese, senza dubbio. E il tuo?', minutesAgo: 3 * 60 },
      { from: 'partner', body: 'Le lasagne della nonna! Prima o poi facciamo uno scambio di ricette?', minutesAgo: 40 },
    ],
  },
  {
    likedMinutesAgo: 5 * 60,
    likedBack: false,
    chat: [
      { from: 'partner', body: 'Ciao, il tuo profilo mi ha incuriosita.', minutesAgo: 2 * 60 },
      { from: 'partner', body: 'Ti va di raccontarmi del tuo ultimo viaggio?', minutesAgo: 2 * 60 - 3 },
    ],
  },
  {
    likedMinutesAgo: null,
    likedBack: false,
    chat: [{ from: 'partner', body: 'Buonasera! Anche tu fai escursioni in montagna nel fine settimana?', minutesAgo: 15 }],
  },
  { likedMinutesAgo: 50, likedBack: false, chat: [] },
  { likedMinutesAgo: 8 * 60, likedBack: false, chat: [] },
  { likedMinutesAgo: 2 * 24 * 60, likedBack: false, chat: [] },
];

export interface ShowcaseResult {
  /** False when the grant's key was already in the ledger: an earlier run did all of this. */
  granted: boolean;
  likes: number;
  conversations: number;
  messages: number;
}

/**
 * The demo login's first impression: a credits balance, members who liked him (one a
 * match) and a few chats waiting to be read. Everything happens in one transaction
 * together with the ledger row of the grant, so it happens exactly once per installation:
 * a later run changes nothing, even after the demo login has answered, unliked or removed
 * a chat.
 */
export async function seedDemoShowcase(
  db: DataSource,
  demoId: number,
  population: readonly DemoMember[],
  now: Date,
): Promise<ShowcaseResult> {
  return db.transaction(async (tx) => {
    const granted = returnedRows<{ id: string }>(
      await tx.query(
        `INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, $3, $4)
         ON CONFLICT ON CONSTRAINT credit_entries_idempotency DO NOTHING RETURNING id`,
        [demoId, DEMO_CREDITS, DEMO_CREDITS_REASON, DEMO_CREDITS_KEY],
      ),
    );
    if (granted.length === 0) return { granted: false, likes: 0, conversations: 0, messages: 0 };
    await tx.query(`UPDATE users SET credits = credits + $2 WHERE id = $1`, [demoId, DEMO_CREDITS]);

    const partners = await pickPartners(tx, demoId, population, now);
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE).toISOString();
    const likes = partners.flatMap((partnerId, i) => {
      const role = ROLES[i]!;
      if (role.likedMinutesAgo === null) return [];
      const rows = [{ liker_id: partnerId, liked_id: demoId, created_at: at(role.likedMinutesAgo) }];
      // His like comes after hers: that is what made it a match.
      if (role.likedBack) rows.push({ liker_id: demoId, liked_id: partnerId, created_at: at(role.likedMinutesAgo - 10) });
      return rows;
    });
    const liked = returnedRows<{ liker_id: number }>(
      await tx.query(
        `INSERT INTO likes (liker_id, liked_id, like_new, created_at)
         SELECT r.liker_id, r.liked_id, true, r.created_at
           FROM jsonb_to_recordset($1::jsonb) AS r(liker_id integer, liked_id integer, created_at timestamptz)
         ON CONFLICT DO NOTHING RETURNING liker_id`,
        [JSON.stringify(likes)],
      ),
    );

    let conversations = 0;
    let messages = 0;
    for (const [i, partnerId] of partners.entries()) {
      const chat = ROLES[i]!.chat;
      if (chat.length > 0 && (await insertChat(tx, demoId, partnerId, chat, at))) {
        conversations += 1;
        messages += chat.length;
      }
    }
    return { granted: true, likes: liked.length, conversations, messages };
  });
}

/**
 * Real demo members the demo login would find in his own search (Italian women who like
 * men, near his age), visible and not fictional, in population order so every
 * installation picks the same ones. Members he blocked or who blocked him are left out.
 */
async function pickPartners(tx: EntityManager, demoId: number, population: readonly DemoMember[], now: Date): Promise<number[]> {
  const year = now.getUTCFullYear();
  const candidates = population.filter((m) => {
    const age = year - Number(m.date_of_birth.slice(0, 4));
    const likesMen = m.sexuality === 'hetero' || m.sexuality === 'bi';
    return (
      m.gender === 'female' &&
      likesMen &&
      m.country === 'IT' &&
      m.language === 'it' &&
      !m.fictional &&
      !m.invisible &&
      age >= 26 &&
      age <= 44
    );
  });
  const rows: Array<{ id: number; email: string }> = await tx.query(
    `SELECT u.id, u.email FROM users u
      WHERE u.email = ANY($1) AND u.status = 'active' AND u.profile_status = 'active' AND NOT u.invisible AND NOT u.fictional
        AND NOT EXISTS (SELECT 1 FROM blocks b
                         WHERE (b.blocker_id = $2 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $2))`,
    [candidates.map((m) => m.email), demoId],
  );
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  return candidates.flatMap((m) => (idOf.has(m.email) ? [idOf.get(m.email)!] : [])).slice(0, ROLES.length);
}

/**
 * One conversation as the send flow would have left it: seq 1..n without gaps, last_seq
 * and last_message_at on the last message, the demo login's unread count for what came
 * after his last reply, and read positions that agree with it. The seeded messages cost
 * nothing (cost 0, no ledger rows). A pair that already talks is left alone.
 */
async function insertChat(
  tx: EntityManager,
  demoId: number,
  partnerId: number,
  chat: readonly ScriptLine[],
  at: (minutesAgo: number) => string,
): Promise<boolean> {
  const demoIsA = demoId < partnerId;
  const lastDemoSeq = chat.reduce((last, line, i) => (line.from === 'demo' ? i + 1 : last), 0);
  const demoUnread = chat.filter((line, i) => line.from === 'partner' && i + 1 > lastDemoSeq).length;
  // She answered his last reply, so she has read it; he has read everything up to his own reply.
  const demoSide = { unread: demoUnread, read_seq: lastDemoSeq };
  const partnerSide = { unread: 0, read_seq: lastDemoSeq };
  const [a, b] = demoIsA ? [demoSide, partnerSide] : [partnerSide, demoSide];
  const created = returnedRows<{ id: number }>(
    await tx.query(
      `INSERT INTO conversations (user_a_id, user_b_id, started_by, a_unread, b_unread, a_read_seq, b_read_seq, last_seq,
                                  last_message_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT ON CONSTRAINT conversations_pair DO NOTHING RETURNING id`,
      [
        Math.min(demoId, partnerId),
        Math.max(demoId, partnerId),
        partnerId,
        a.unread,
        b.unread,
        a.read_seq,
        b.read_seq,
        chat.length,
        at(chat[chat.length - 1]!.minutesAgo),
        at(chat[0]!.minutesAgo),
      ],
    ),
  );
  const conversation = created[0];
  if (!conversation) return false;
  const rows = chat.map((line, i) => ({
    seq: i + 1,
    sender_id: line.from === 'demo' ? demoId : partnerId,
    client_id: randomUUID(),
    body: line.body,
    created_at: at(line.minutesAgo),
  }));
  await tx.query(
    `INSERT INTO messages (conversation_id, seq, sender_id, client_id, kind, body, cost, created_at)
     SELECT $1, r.seq, r.sender_id, r.client_id, 'text', r.body, 0, r.created_at
       FROM jsonb_to_recordset($2::jsonb) AS r(seq integer, sender_id integer, client_id uuid, body text, created_at timestamptz)`,
    [conversation.id, JSON.stringify(rows)],
  );
  return true;
}
