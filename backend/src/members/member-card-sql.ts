// The card columns of a member row `u`, written once for every list that shows cards (search,
// newest members, campaigns, likes, blocks, chats); the rows they give are CardRow
// (member-card.ts), which toMemberCard turns into what the API answers.
const MAIN_THUMB = `(SELECT p.thumb_filename FROM photos p WHERE p.user_id = u.id AND p.status = 'active'
  ORDER BY p.position, p.id LIMIT 1)`;

/** CardRow's columns but the id, for a query over users `u`. */
export const CARD_COLUMNS = `u.name, to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.city, u.country, u.region,
  u.fictional, ${MAIN_THUMB} AS thumb`;

/** The same for lists that keep disabled profiles (blocks, chats): those show name, age and country only, as on their page. */
export const CARD_COLUMNS_ANY_STATUS = `u.name, to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.country, u.fictional,
  CASE WHEN u.profile_status = 'active' THEN u.city END AS city,
  CASE WHEN u.profile_status = 'active' THEN u.region END AS region,
  CASE WHEN u.profile_status = 'active' THEN ${MAIN_THUMB} END AS thumb`;
