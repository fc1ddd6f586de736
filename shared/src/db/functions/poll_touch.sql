-- Tells the poll-version listener whose polled answers (user.php, chats.php, likes.php) a statement
-- changed (docs/decisions.md, "The polled endpoints"). Statement triggers on every table those
-- answers read call it with the statement's rows as `new_rows` / `old_rows`; Postgres delivers the
-- notification on channel `poll` at commit, once per distinct payload, and none on rollback.
-- Payload: member ids separated by commas. `c` before an id: that member's card changed (name, age,
-- city, first photo, status), so every member whose lists show the card changed too; the listener
-- looks them up. `*`: too many members to name (a bulk statement), every version moves.
-- A column added to what the answers read needs nothing here for `users` (any change counts), but
-- a new card column must join the card comparison below (poll-touch.spec.ts holds that).
CREATE OR REPLACE FUNCTION poll_touch() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  own int[] := '{}';
  card int[] := '{}';
  ids int[];
BEGIN
  IF TG_TABLE_NAME = 'sites' THEN
    PERFORM pg_notify('poll', '*');
    RETURN NULL;
  ELSIF TG_TABLE_NAME = 'users' THEN
    SELECT coalesce(array_agg(n.id) FILTER (WHERE ROW(n.*) IS DISTINCT FROM ROW(o.*)), '{}'),
           coalesce(array_agg(n.id) FILTER (WHERE
             (n.name, n.date_of_birth, n.country, n.fictional, n.city, n.region, n.profile_status, n.status)
             IS DISTINCT FROM (o.name, o.date_of_birth, o.country, o.fictional, o.city, o.region, o.profile_status, o.status)), '{}')
      INTO own, card
      FROM new_rows n JOIN old_rows o ON o.id = n.id;
  ELSE
    -- The same lines twice, for the rows after and before the statement: a statement may only name a
    -- transition table its trigger has, and static statements keep their plans across calls.
    IF TG_OP <> 'DELETE' THEN
      IF TG_TABLE_NAME = 'photos' THEN
        card := card || ARRAY(SELECT user_id FROM new_rows);
      ELSIF TG_TABLE_NAME = 'conversations' THEN
        own := own || ARRAY(SELECT user_a_id FROM new_rows) || ARRAY(SELECT user_b_id FROM new_rows);
      ELSIF TG_TABLE_NAME = 'messages' THEN
        own := own || ARRAY(SELECT unnest(ARRAY[c.user_a_id, c.user_b_id])
                              FROM conversations c WHERE c.id IN (SELECT conversation_id FROM new_rows));
      ELSIF TG_TABLE_NAME = 'likes' THEN
        own := own || ARRAY(SELECT liker_id FROM new_rows) || ARRAY(SELECT liked_id FROM new_rows);
      ELSIF TG_TABLE_NAME = 'blocks' THEN
        own := own || ARRAY(SELECT blocker_id FROM new_rows) || ARRAY(SELECT blocked_id FROM new_rows);
      END IF;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      IF TG_TABLE_NAME = 'photos' THEN
        card := card || ARRAY(SELECT user_id FROM old_rows);
      ELSIF TG_TABLE_NAME = 'conversations' THEN
        own := own || ARRAY(SELECT user_a_id FROM old_rows) || ARRAY(SELECT user_b_id FROM old_rows);
      ELSIF TG_TABLE_NAME = 'messages' THEN
        own := own || ARRAY(SELECT unnest(ARRAY[c.user_a_id, c.user_b_id])
                              FROM conversations c WHERE c.id IN (SELECT conversation_id FROM old_rows));
      ELSIF TG_TABLE_NAME = 'likes' THEN
        own := own || ARRAY(SELECT liker_id FROM old_rows) || ARRAY(SELECT liked_id FROM old_rows);
      ELSIF TG_TABLE_NAME = 'blocks' THEN
        own := own || ARRAY(SELECT blocker_id FROM old_rows) || ARRAY(SELECT blocked_id FROM old_rows);
      END IF;
    END IF;
  END IF;

  -- A card change moves the member's own answers too; the listener bumps the member with the audience.
  ids := ARRAY(SELECT DISTINCT x FROM unnest(own) x WHERE x IS NOT NULL AND NOT x = ANY (card));
  card := ARRAY(SELECT DISTINCT x FROM unnest(card) x WHERE x IS NOT NULL);
  IF cardinality(ids) + cardinality(card) = 0 THEN
    RETURN NULL;
  ELSIF cardinality(ids) + cardinality(card) > 500 THEN
    -- A payload holds at most 8000 bytes; a statement touching this many members is a bulk job.
    PERFORM pg_notify('poll', '*');
  ELSE
    PERFORM pg_notify('poll', array_to_string(ARRAY(SELECT x::text FROM unnest(ids) x ORDER BY x)
                                || ARRAY(SELECT 'c' || x FROM unnest(card) x ORDER BY x), ','));
  END IF;
  RETURN NULL;
END
$fn$;
