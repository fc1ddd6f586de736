import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole send of a chat message as one server-side call (one round trip instead of five):
 * the pair lock and the sender's row lock, then (each statement with a fresh snapshot, so it
 * sees what the previous lock holder committed) the retry lookup, the conversation rules, the
 * price, the conditional debit with its ledger row, the conversation's next seq and the
 * message. Refusals write nothing and come back as `outcome` codes (the API's error codes).
 */
export class ChatSendFunction1795445000000 implements MigrationInterface {
  name = 'ChatSendFunction1795445000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
CREATE FUNCTION chat_send(
  p_sender int, p_recipient int, p_client uuid, p_kind text, p_body text,
  p_photo text, p_thumb text, p_gift text, p_reason text, p_free_limit int
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_a int := least(p_sender, p_recipient);
  v_b int := greatest(p_sender, p_recipient);
  v_profile_status text;
  s record;
  o record;
  st record;
  m record;
  v_conv int;
  v_started int;
  v_price int;
  v_balance int;
  v_seq int;
  v_unread int;
BEGIN
  SELECT profile_status INTO v_profile_status FROM users WHERE id = p_recipient AND status <> 'deleted';
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'member_not_found'); END IF;
  -- The pair lock first (shared with blocking), then the sender's row: one send per member at a time.
  PERFORM pg_advisory_xact_lock(v_a, v_b);
  SELECT id, status, paid_user, country, credits, site_id INTO s FROM users WHERE id = p_sender AND status <> 'deleted' FOR UPDATE;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'authentication_required'); END IF;

  SELECT m0.id, m0.conversation_id, m0.seq, m0.sender_id, m0.client_id, m0.kind, m0.body, m0.photo_filename,
         m0.photo_thumb_filename, m0.gift_id, m0.created_at,
         CASE WHEN c.user_a_id = p_sender THEN c.user_b_id ELSE c.user_a_id END AS partner_id
    INTO o FROM messages m0 JOIN conversations c ON c.id = m0.conversation_id
   WHERE m0.sender_id = p_sender AND m0.client_id = p_client;
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'retried', 'message', to_jsonb(o), 'credits', s.credits, 'sender_status', s.status);
  END IF;

  -- A disabled profile answers like one that does not exist, as for likes.
  IF v_profile_status = 'disabled' THEN RETURN jsonb_build_object('outcome', 'member_not_found'); END IF;
  IF EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = p_sender AND blocked_id = p_recipient) OR (blocker_id = p_recipient AND blocked_id = p_sender)) THEN
    RETURN jsonb_build_object('outcome', 'blocked_by_member');
  END IF;
  IF (SELECT status FROM users WHERE id = p_recipient) = 'not_confirmed' THEN
    RETURN jsonb_build_object('outcome', 'partner_not_confirmed');
  END IF;
  SELECT message_credits, photo_credits, gift_credits, minimum_message_costs, message_length INTO st FROM sites WHERE id = s.site_id;
  IF p_kind = 'text' AND char_length(p_body) > st.message_length THEN
    RETURN jsonb_build_object('outcome', 'message_too_long', 'max', st.message_length);
  END IF;
  SELECT id INTO v_conv FROM conversations WHERE user_a_id = v_a AND user_b_id = v_b FOR UPDATE;
  -- Removed chats still count: removing one must not reset the limit.
  IF v_conv IS NULL AND NOT s.paid_user THEN
    SELECT count(*) INTO v_started FROM conversations WHERE started_by = p_sender;
    IF v_started >= p_free_limit THEN RETURN jsonb_build_object('outcome', 'premium_required'); END IF;
  END IF;

  -- Always the server's price for the kind (as messagePrice in the shared workspace).
  v_price := CASE p_kind
    WHEN 'photo' THEN st.photo_credits
    WHEN 'gift' THEN st.gift_credits
    -- A country's minimum may be a fraction (0.99); credits are whole.
    ELSE ceil(greatest(st.message_credits, coalesce((st.minimum_message_costs -> s.country ->> 'costs')::numeric, 0)))::int
  END;
  UPDATE users SET credits = credits - v_price WHERE id = p_sender AND credits >= v_price RETURNING credits INTO v_balance;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'not_enough_credits', 'price', v_price, 'credits', s.credits);
  END IF;
  IF v_price > 0 THEN
    INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES (p_sender, -v_price, p_reason, 'message:' || p_client);
  END IF;

  IF v_conv IS NULL THEN
    INSERT INTO conversations (user_a_id, user_b_id, started_by, last_seq, last_message_at, a_unread, b_unread)
    VALUES (v_a, v_b, p_sender, 1, now(), (v_a = p_recipient)::int, (v_b = p_recipient)::int)
    RETURNING id, last_seq INTO v_conv, v_seq;
  ELSE
    UPDATE conversations SET last_seq = last_seq + 1, last_message_at = now(),
           a_unread = a_unread + (user_a_id = p_recipient)::int, b_unread = b_unread + (user_b_id = p_recipient)::int
     WHERE id = v_conv RETURNING last_seq INTO v_seq;
  END IF;
  INSERT INTO messages AS m0 (conversation_id, seq, sender_id, client_id, kind, body, photo_filename, photo_thumb_filename, gift_id, cost)
  VALUES (v_conv, v_seq, p_sender, p_client, p_kind, p_body, p_photo, p_thumb, p_gift, v_price)
  RETURNING m0.id, m0.conversation_id, m0.seq, m0.sender_id, m0.client_id, m0.kind, m0.body, m0.photo_filename,
            m0.photo_thumb_filename, m0.gift_id, m0.created_at INTO m;
  -- The recipient's unread total over all conversations, this message included.
  SELECT coalesce(sum(CASE WHEN c.user_a_id = p_recipient THEN c.a_unread ELSE c.b_unread END), 0)::int INTO v_unread
    FROM conversations c WHERE c.user_a_id = p_recipient OR c.user_b_id = p_recipient;
  RETURN jsonb_build_object('outcome', 'created', 'message', to_jsonb(m), 'credits', v_balance, 'unread', v_unread, 'sender_status', s.status);
END
$fn$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION chat_send(int, int, uuid, text, text, text, text, text, text, int)`);
  }
}
