-- chat_send_many: the gateway's batch of text messages in one call and one transaction,
-- each through chat_send in the order given (so one sender's messages get consecutive seqs
-- in that order); one result per message, in the same order. Any error rolls back the whole
-- batch, and the gateway then sends its messages one by one.
--
-- This file is the current definition. It reaches a database only through a migration:
-- whoever changes it adds a migration that loads it again (see function-sql.ts).
CREATE OR REPLACE FUNCTION chat_send_many(
  p_senders int[], p_recipients int[], p_clients uuid[], p_bodies text[], p_reason text, p_free_limit int
) RETURNS SETOF jsonb LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_senders, 1), 0) LOOP
    RETURN NEXT chat_send(p_senders[i], p_recipients[i], p_clients[i], 'text', p_bodies[i], NULL, NULL, NULL, p_reason, p_free_limit);
  END LOOP;
END
$fn$;
