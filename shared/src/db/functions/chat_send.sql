-- chat_send: one message of any kind, sent in one call. Locks (the member pair, then the
-- sender's row), the retry lookup by client_id, the conversation rules, the price, the
-- debit with its ledger row, the next seq, the message and the outbox row of its
-- notification (job notify.message); answers one jsonb result
-- (ChatSendResult in shared/src/chats/chat-send-result.ts). Refusals write nothing, except a
-- hold for review that the reports against the sender call for (member_trust).
--
-- Fictional profiles (answered by operators) send for free and only into a conversation whose
-- member has written to them. Limits tied to trust (docs/product.md#trust) apply to sends to
-- real members only: they read trust_rules, the sender's member_trust row and the reports
-- against the sender, and nothing of that is read for a send to a fictional profile.
--
-- This file is the current definition. It reaches a database only through a migration:
-- whoever changes it adds a migration that loads it again (see function-sql.ts).
CREATE OR REPLACE FUNCTION chat_send(
  p_sender int, p_recipient int, p_client uuid, p_kind text, p_body text,
  p_photo text, p_thumb text, p_gift text, p_reason text, p_free_limit int
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_a int := least(p_sender, p_recipient);
  v_b int := greatest(p_sender, p_recipient);
  v_profile_status text;
  v_recipient_status text;
  v_recipient_fictional boolean;
  s record;
  o record;
  m record;
  v_conv int;
  v_started int;
  v_price int;
  v_balance int;
  v_seq int;
  v_unread int;
  t record;
  v_reporters int;
  v_upheld boolean;
  v_limited boolean := false;
BEGIN
  SELECT profile_status, status, fictional INTO v_profile_status, v_recipient_status, v_recipient_fictional
    FROM users WHERE id = p_recipient AND status <> 'deleted';
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'member_not_found'); END IF;
  -- The pair lock first (shared with blocking), then the sender's row: one send per member at a time.
  PERFORM pg_advisory_xact_lock(v_a, v_b);
  SELECT u.id, u.status, u.paid_user, u.country, u.credits, u.credit_debt, u.fictional, u.activated_at,
         st.message_credits, st.photo_credits, st.gift_credits, st.minimum_message_costs, st.message_length,
         EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = p_sender AND blocked_id = p_recipient)
                                         OR (blocker_id = p_recipient AND blocked_id = p_sender)) AS blocked
    INTO s FROM users u LEFT JOIN sites st ON st.id = u.site_id
   WHERE u.id = p_sender AND u.status <> 'deleted' FOR UPDATE OF u;
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
  IF s.blocked THEN RETURN jsonb_build_object('outcome', 'blocked_by_member'); END IF;
  IF v_recipient_status = 'not_confirmed' THEN RETURN jsonb_build_object('outcome', 'partner_not_confirmed'); END IF;
  IF p_kind = 'text' AND char_length(p_body) > s.message_length THEN
    RETURN jsonb_build_object('outcome', 'message_too_long', 'max', s.message_length);
  END IF;
  -- A fictional profile never opens a conversation: it answers only a member who wrote to it.
  IF s.fictional AND NOT EXISTS (
    SELECT 1 FROM conversations c JOIN messages mm ON mm.conversation_id = c.id AND mm.sender_id = p_recipient
     WHERE c.user_a_id = v_a AND c.user_b_id = v_b) THEN
    RETURN jsonb_build_object('outcome', 'fictional_cannot_start');
  END IF;
  -- Photos wait for a confirmed email, whoever they go to.
  IF p_kind = 'photo' AND s.status = 'not_confirmed' THEN
    RETURN jsonb_build_object('outcome', 'photo_requires_confirmation');
  END IF;
  IF NOT v_recipient_fictional AND NOT s.fictional THEN
    SELECT r.*, mt.held_at, mt.released_at, mt.rate_window_start, mt.rate_window_count
      INTO t FROM trust_rules r LEFT JOIN member_trust mt ON mt.user_id = p_sender WHERE r.id = 1;
    IF t.held_at IS NOT NULL THEN RETURN jsonb_build_object('outcome', 'held_for_review'); END IF;
    -- Usually no row at all: one probe of reports_reported_idx.
    SELECT count(DISTINCT reporter_id) FILTER (
             WHERE created_at > greatest(now() - make_interval(hours => t.hold_window_hours), coalesce(t.released_at, '-infinity'))),
           coalesce(bool_or(status = 'upheld'), false)
      INTO v_reporters, v_upheld
      FROM reports
     WHERE reported_id = p_sender
       AND created_at > now() - make_interval(hours => greatest(t.hold_window_hours, t.upheld_report_days * 24));
    IF v_reporters >= t.hold_reporters THEN
      INSERT INTO member_trust (user_id, held_at, held_reason) VALUES (p_sender, now(), 'reports')
      ON CONFLICT (user_id) DO UPDATE SET held_at = now(), held_reason = 'reports';
      RETURN jsonb_build_object('outcome', 'held_for_review');
    END IF;
    -- New: confirmed within the rules' hours and never bought credits (before confirming, the
    -- first condition holds).
    v_limited := s.status = 'not_confirmed' OR v_upheld
      OR (NOT s.paid_user AND s.activated_at > now() - make_interval(hours => t.new_account_hours));
    IF v_limited AND t.rate_window_start > now() - interval '1 minute' AND t.rate_window_count >= t.limited_messages_per_minute THEN
      RETURN jsonb_build_object('outcome', 'trust_rate_limited',
        'seconds', greatest(1, ceil(extract(epoch FROM t.rate_window_start + interval '1 minute' - now())))::int,
        'limit', t.limited_messages_per_minute);
    END IF;
  END IF;
  -- Removed chats still count: removing one must not reset the limit. Paid members have none.
  IF NOT s.paid_user THEN
    SELECT id INTO v_conv FROM conversations WHERE user_a_id = v_a AND user_b_id = v_b FOR UPDATE;
    IF v_conv IS NULL THEN
      SELECT count(*) INTO v_started FROM conversations WHERE started_by = p_sender;
      IF v_started >= p_free_limit THEN RETURN jsonb_build_object('outcome', 'premium_required'); END IF;
    END IF;
  END IF;

  -- Always the server's price for the kind (as messagePrice in the shared workspace); a
  -- fictional profile's answers cost nothing (there is no one behind its balance).
  v_price := CASE WHEN s.fictional THEN 0 ELSE CASE p_kind
    WHEN 'photo' THEN s.photo_credits
    WHEN 'gift' THEN s.gift_credits
    -- A country's minimum may be a fraction (0.99); credits are whole.
    ELSE ceil(greatest(s.message_credits, coalesce((s.minimum_message_costs -> s.country ->> 'costs')::numeric, 0)))::int
  END END;
  -- The sender's row is locked: the balance read with it is the one the debit will see.
  IF s.credits < v_price THEN
    RETURN jsonb_build_object('outcome', 'not_enough_credits', 'price', v_price, 'credits', s.credits, 'credit_debt', s.credit_debt);
  END IF;

  -- The send goes ahead: it counts in a limited sender's minute (the sender's row is locked).
  IF v_limited THEN
    INSERT INTO member_trust (user_id, rate_window_start, rate_window_count) VALUES (p_sender, now(), 1)
    ON CONFLICT (user_id) DO UPDATE SET
      rate_window_count = CASE WHEN member_trust.rate_window_start > now() - interval '1 minute'
                               THEN member_trust.rate_window_count + 1 ELSE 1 END,
      rate_window_start = CASE WHEN member_trust.rate_window_start > now() - interval '1 minute'
                               THEN member_trust.rate_window_start ELSE now() END;
  END IF;

  -- A free sender's lookup above found the conversation or proved there is none.
  IF s.paid_user OR v_conv IS NOT NULL THEN
    UPDATE conversations SET last_seq = last_seq + 1, last_message_at = now(),
           a_unread = a_unread + (user_a_id = p_recipient)::int, b_unread = b_unread + (user_b_id = p_recipient)::int
     WHERE user_a_id = v_a AND user_b_id = v_b RETURNING id, last_seq INTO v_conv, v_seq;
  END IF;
  IF v_seq IS NULL THEN
    INSERT INTO conversations (user_a_id, user_b_id, started_by, last_seq, last_message_at, a_unread, b_unread)
    VALUES (v_a, v_b, p_sender, 1, now(), (v_a = p_recipient)::int, (v_b = p_recipient)::int)
    RETURNING id, last_seq INTO v_conv, v_seq;
  END IF;

  WITH debit AS (
    UPDATE users SET credits = credits - v_price WHERE id = p_sender AND credits >= v_price RETURNING credits
  ), entry AS (
    INSERT INTO credit_entries (user_id, amount, reason, idempotency_key)
    SELECT p_sender, -v_price, p_reason, 'message:' || p_client FROM debit WHERE v_price > 0
  )
  SELECT credits INTO v_balance FROM debit;
  IF v_balance IS NULL THEN RAISE EXCEPTION 'chat_send: the balance of member % changed under its row lock', p_sender; END IF;

  INSERT INTO messages AS m0 (conversation_id, seq, sender_id, client_id, kind, body, photo_filename, photo_thumb_filename, gift_id, cost)
  VALUES (v_conv, v_seq, p_sender, p_client, p_kind, p_body, p_photo, p_thumb, p_gift, v_price)
  RETURNING m0.id, m0.conversation_id, m0.seq, m0.sender_id, m0.client_id, m0.kind, m0.body, m0.photo_filename,
            m0.photo_thumb_filename, m0.gift_id, m0.created_at INTO m;
  -- The recipient may need a push or a mail about it: the workers decide, after the commit.
  -- Fictional profiles are answered by operators on the site and are never notified.
  IF NOT v_recipient_fictional THEN
    INSERT INTO outbox (job_name, payload) VALUES ('notify.message', jsonb_build_object(
      'messageId', m.id, 'conversationId', v_conv, 'senderId', p_sender, 'recipientId', p_recipient, 'seq', v_seq));
  END IF;
  -- The recipient's unread total over all conversations, this message included.
  SELECT coalesce(sum(CASE WHEN c.user_a_id = p_recipient THEN c.a_unread ELSE c.b_unread END), 0)::int INTO v_unread
    FROM conversations c WHERE c.user_a_id = p_recipient OR c.user_b_id = p_recipient;
  RETURN jsonb_build_object('outcome', 'created', 'message', to_jsonb(m), 'credits', v_balance, 'unread', v_unread, 'sender_status', s.status);
END
$fn$;
