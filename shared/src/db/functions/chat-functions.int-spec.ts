import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { messagePrice, settleSend, type ChatPrices, type ChatSendResult, type MessageKind } from '../../chats';
import { createDataSource } from '../data-source';
import { createIsolatedDatabase } from '../../testing/isolated-database';
import { DB_FUNCTIONS, functionBody, functionSql } from './function-sql';

describe('chat database functions on a freshly migrated database', () => {
  let db: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const isolated = await createIsolatedDatabase('chatfn');
    drop = isolated.drop;
    db = createDataSource(isolated.url);
    await db.initialize();
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  it.each(DB_FUNCTIONS)('%s has exactly the body of its .sql file (an edited file needs a migration that loads it)', async (fn) => {
    const rows = (await db.query(`SELECT prosrc FROM pg_proc WHERE proname = $1`, [fn])) as Array<{ prosrc: string }>;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.prosrc).toBe(functionBody(functionSql(fn)));
  });

  describe('the price rule: chat_send charges what messagePrice (shown by the client) says', () => {
    const base: ChatPrices = { message_credits: 10, photo_credits: 25, gift_credits: 40, minimum_message_costs: {} };
    const min = (country: string, costs: number): ChatPrices['minimum_message_costs'] => ({ [country]: { costs, currency: 'EUR' } });
    const cases: Array<[string, ChatPrices, string, MessageKind]> = [
      ['text, no country minimum', base, 'DE', 'text'],
      ['text, minimum of another country', { ...base, minimum_message_costs: min('NL', 15) }, 'DE', 'text'],
      ['text, minimum above the price', { ...base, minimum_message_costs: min('NL', 15) }, 'NL', 'text'],
      ['text, fractional minimum above the price', { ...base, minimum_message_costs: min('NL', 15.2) }, 'NL', 'text'],
      ['text, minimum just above the price', { ...base, minimum_message_costs: min('NL', 10.01) }, 'NL', 'text'],
      ['text, minimum equal to the price', { ...base, minimum_message_costs: min('NL', 10) }, 'NL', 'text'],
      ['text, minimum below the price', { ...base, minimum_message_costs: min('PL', 0.99) }, 'PL', 'text'],
      ['text, cheap site', { ...base, message_credits: 3 }, 'DE', 'text'],
      ['photo ignores the minimum', { ...base, minimum_message_costs: min('NL', 99) }, 'NL', 'photo'],
      ['gift ignores the minimum', { ...base, minimum_message_costs: min('NL', 99) }, 'NL', 'gift'],
    ];

    /**
     * chat_send for a sender holding no credits: it refuses with the price it would charge
     * and writes nothing. Everything happens in one transaction that is rolled back.
     */
    async function pricesInDatabase(creditDebt = 0): Promise<{ prices: number[]; debtResult: ChatSendResult }> {
      const runner = db.createQueryRunner();
      await runner.startTransaction();
      try {
        const [site] = (await runner.query(`SELECT id FROM sites ORDER BY id LIMIT 1`)) as Array<{ id: number }>;
        const member = async (country: string, debt: number): Promise<number> => {
          const [row] = (await runner.query(
            `INSERT INTO users (email, password_hash, name, date_of_birth, language, site_id, country, status, paid_user, credits, credit_debt)
             VALUES ($1, 'x', 'Test', '1990-01-01', 'en', $2, $3, 'active', true, 0, $4) RETURNING id`,
            [`${randomUUID()}@example.test`, site!.id, country, debt],
          )) as Array<{ id: number }>;
          return row!.id;
        };
        const recipient = await member('DE', 0);
        const send = async (sender: number, kind: MessageKind): Promise<ChatSendResult> => {
          const [{ result }] = (await runner.query(`SELECT chat_send($1, $2, $3, $4, $5, $6, $7, $8, 'test', 3) AS result`, [
            sender,
            recipient,
            randomUUID(),
            kind,
            kind === 'text' ? 'hi' : '',
            kind === 'photo' ? 'p.jpg' : null,
            kind === 'photo' ? 'p_t.jpg' : null,
            kind === 'gift' ? 'rose' : null,
          ])) as Array<{ result: ChatSendResult }>;
          return result;
        };
        const prices: number[] = [];
        for (const [, p, country, kind] of cases) {
          await runner.query(
            `UPDATE sites SET message_credits = $2, photo_credits = $3, gift_credits = $4, minimum_message_costs = $5 WHERE id = $1`,
            [site!.id, p.message_credits, p.photo_credits, p.gift_credits, JSON.stringify(p.minimum_message_costs)],
          );
          const result = await send(await member(country, 0), kind);
          if (result.outcome !== 'not_enough_credits') throw new Error(`expected a refusal for credits, got ${result.outcome}`);
          prices.push(result.price);
        }
        return { prices, debtResult: await send(await member('DE', creditDebt), 'text') };
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    }

    it('over a table of prices, countries and kinds', async () => {
      const { prices } = await pricesInDatabase();
      expect(prices).toEqual(cases.map(([, p, country, kind]) => messagePrice(p, country, kind)));
      // The table does exercise the rounding and the minimum.
      expect(prices).toEqual([10, 10, 15, 16, 11, 10, 10, 3, 25, 40]);
    });

    it('a sender who owes credits after a chargeback is told the debt, not only the price', async () => {
      const { debtResult } = await pricesInDatabase(60);
      expect(debtResult).toEqual({ outcome: 'not_enough_credits', price: 10, credits: 0, credit_debt: 60 });
      expect(settleSend(debtResult, 1, 'text')).toEqual({
        outcome: 'refused',
        refusal: { code: 'credit_debt_outstanding', status: 402, details: { price: 10, credits: 0, credit_debt: 60 } },
      });
    });
  });

  it('records the notification of a new message in its transaction: once, not for a retry or a refusal, never to a fictional profile', async () => {
    const runner = db.createQueryRunner();
    await runner.startTransaction();
    try {
      const [site] = (await runner.query(`SELECT id FROM sites ORDER BY id LIMIT 1`)) as Array<{ id: number }>;
      const member = async (fictional = false, credits = 1000): Promise<number> => {
        const [row] = (await runner.query(
          `INSERT INTO users (email, password_hash, name, date_of_birth, language, site_id, country, status, paid_user, credits, fictional)
           VALUES ($1, 'x', 'Test', '1990-01-01', 'en', $2, 'DE', 'active', true, $3, $4) RETURNING id`,
          [`${randomUUID()}@example.test`, site!.id, credits, fictional],
        )) as Array<{ id: number }>;
        return row!.id;
      };
      const send = async (sender: number, recipient: number, client = randomUUID()): Promise<ChatSendResult> => {
        const [{ result }] = (await runner.query(`SELECT chat_send($1, $2, $3, 'text', 'hi', NULL, NULL, NULL, 'test', 3) AS result`, [
          sender,
          recipient,
          client,
        ])) as Array<{ result: ChatSendResult }>;
        return result;
      };
      const jobsFor = async (recipient: number) =>
        (await runner.query(
          `SELECT payload FROM outbox WHERE job_name = 'notify.message' AND (payload->>'recipientId')::int = $1 ORDER BY id`,
          [recipient],
        )) as Array<{ payload: Record<string, number> }>;

      const [sender, recipient, fictional, broke] = [await member(), await member(), await member(true), await member(false, 0)];
      const client = randomUUID();
      const first = await send(sender, recipient, client);
      if (first.outcome !== 'created') throw new Error(first.outcome);
      expect((await send(sender, recipient, client)).outcome).toBe('retried');
      expect((await send(broke, recipient)).outcome).toBe('not_enough_credits');
      expect(await jobsFor(recipient)).toEqual([
        {
          payload: {
            messageId: first.message.id,
            conversationId: first.message.conversation_id,
            senderId: sender,
            recipientId: recipient,
            seq: 1,
          },
        },
      ]);
      expect((await send(sender, fictional)).outcome).toBe('created');
      expect(await jobsFor(fictional)).toEqual([]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
