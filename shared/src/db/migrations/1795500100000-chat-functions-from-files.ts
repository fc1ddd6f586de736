import { MigrationInterface, QueryRunner } from 'typeorm';
import { pinnedFunctionSql, type DbFunction, type FunctionLoads } from '../functions/function-sql';
import { ChatSendCreditDebt1795500060001 } from './1795500060001-chat-send-credit-debt';
import { ChatSendMany1795460000000 } from './1795460000000-chat-send-many';

/**
 * From here on `chat_send` and `chat_send_many` are defined by their files in db/functions
 * (the same bodies as before: on a database that ran the earlier migrations this changes
 * nothing). Each file is loaded only while it is the version pinned here; see function-sql.ts.
 */
export class ChatFunctionsFromFiles1795500100000 implements MigrationInterface {
  name = 'ChatFunctionsFromFiles1795500100000';

  static readonly loads: FunctionLoads = {
    chat_send: '82336193959ed7e12846236d8b6c68163ea05e0395d2fc33854999a26e5ba324',
    chat_send_many: '4513bbc497b4eb40411e121f88e0af044a625c7277da140ba17396f79c104f97',
  };

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [fn, digest] of Object.entries(ChatFunctionsFromFiles1795500100000.loads) as Array<[DbFunction, string]>) {
      const sql = pinnedFunctionSql(fn, digest);
      if (sql !== null) await queryRunner.query(sql);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await new ChatSendCreditDebt1795500060001().up(queryRunner);
    await queryRunner.query(`DROP FUNCTION chat_send_many(int[], int[], uuid[], text[], text, int)`);
    await new ChatSendMany1795460000000().up(queryRunner);
  }
}
