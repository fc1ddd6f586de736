import { CARD_COLUMNS_ANY_STATUS } from '../members/member-card';

export const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.seq, m.sender_id, m.client_id, m.kind, m.body,
  m.photo_filename, m.photo_thumb_filename, m.gift_id, m.created_at`;

/** The partner's card columns for `u` (what toMemberCard reads); a disabled profile shows its name only. */
export const PARTNER_CARD_COLUMNS = `u.id AS partner_id, ${CARD_COLUMNS_ANY_STATUS}`;

export interface PartnerCardRow {
  partner_id: number;
  name: string;
  date_of_birth: string;
  country: string;
  fictional: boolean;
  city: string | null;
  region: string | null;
  thumb: string | null;
}

/** SQL for "the viewer's side" of a conversation row `c`, viewer id in `$1`. */
export const mine = (column: 'unread' | 'cleared_seq'): string =>
  `(CASE WHEN c.user_a_id = $1 THEN c.a_${column} ELSE c.b_${column} END)`;
export const PARTNER_ID = `(CASE WHEN c.user_a_id = $1 THEN c.user_b_id ELSE c.user_a_id END)`;
