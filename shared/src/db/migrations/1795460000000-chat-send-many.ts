import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Text messages sent over member sockets arrive at a gateway many per millisecond under
 * load; the gateway sends each batch in one call and one transaction (one round trip and
 * one commit for the batch). Messages go through `chat_send` in the order given, so two
 * messages of one sender in one batch get consecutive seqs in that order. One result per
 * message, in the same order. Any error rolls the whole batch back; the gateway then sends
 * its messages one by one, so one bad message never takes the others with it.
 */
export class ChatSendMany1795460000000 implements MigrationInterface {
  name = 'ChatSendMany1795460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
CREATE FUNCTION chat_send_many(
  p_senders int[], p_recipients int[], p_clients uuid[], p_bodies text[], p_reason text, p_free_limit int
) RETURNS SETOF jsonb LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_senders, 1), 0) LOOP
    RETURN NEXT chat_send(p_senders[i], p_recipients[i], p_clients[i], 'text', p_bodies[i], NULL, NULL, NULL, p_reason, p_free_limit);
  END LOOP;
END
$fn$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION chat_send_many(int[], int[], uuid[], text[], text, int)`);
  }
}
