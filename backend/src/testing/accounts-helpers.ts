import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MailContent } from '@amoretto/shared';
import { bootBackend, type TestBackend } from './test-app';

export const uniqueEmail = (prefix = 'member'): string => `${prefix}.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;

/** A fresh private address, so per-address limits never carry over between runs. */
export const randomIp = (): string => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

export const GOOD_PASSWORD = 'Velvet-Moon-42';

export function dataSourceOf(app: NestFastifyApplication): DataSource {
  return app.get<DataSource>(getDataSourceToken());
}

/** The `auth.session` cookie pair from a response, ready to send back. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = cookies.find((c) => c.startsWith('auth.session='));
  if (!found) throw new Error('no auth.session cookie was set');
  return found.split(';')[0]!;
}

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail worker lays out as HTML (the button's link among it). */
  content?: MailContent;
}

/** Mails the backend queued (through the outbox) for an address, oldest first. */
export async function mailsTo(db: DataSource, to: string): Promise<QueuedMail[]> {
  const rows: Array<{ payload: QueuedMail }> = await db.query(
    `SELECT payload FROM outbox WHERE job_name = 'mail.send' AND payload->>'to' = $1 ORDER BY id`,
    [to],
  );
  return rows.map((r) => r.payload);
}

export function tokenFrom(mail: QueuedMail | undefined): string {
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('the mail carries no token link');
  return token;
}

export async function signUp(backend: TestBackend, overrides: Record<string, unknown> = {}, host = 'localhost:4000') {
  const body = { email: uniqueEmail(), name: 'Giulia', password: GOOD_PASSWORD, date_of_birth: '1995-04-12', ...overrides };
  const res = await backend.http().post('/api/accounts').set('Host', host).send(body);
  return { res, body, cookie: res.status === 201 ? sessionCookie(res.headers['set-cookie']) : '' };
}

/** Boots the backend once for the enclosing describe block and closes it afterwards. */
export function useTestBackend(options: Parameters<typeof bootBackend>[0] = {}): { backend: TestBackend; db: DataSource } {
  const ctx = {} as { backend: TestBackend; db: DataSource };
  beforeAll(async () => {
    ctx.backend = await bootBackend(options);
    ctx.db = dataSourceOf(ctx.backend.app);
  });
  afterAll(() => ctx.backend.close());
  return ctx;
}
