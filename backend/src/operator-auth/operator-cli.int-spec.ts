import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_OPERATOR_EMAIL, seedDemoOperator } from '../seed/demo-operator';
import { randomIp, useTestBackend } from '../testing/accounts-helpers';
import { operatorCommand } from './operator-cli';

jest.setTimeout(60_000);

/** What the command prints, line by line. */
async function printed(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const spy = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

describe('operator CLI', () => {
  const ctx = useTestBackend();
  const email = () => `cli.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;

  it('operator:create prints the TOTP secret and URI once; operator:totp prints the code that logs in', async () => {
    const address = email();
    const previous = process.env.OPERATOR_PASSWORD;
    process.env.OPERATOR_PASSWORD = 'Quiet-Harbour-2031';
    let created: string[];
    try {
      created = await printed(() => operatorCommand(ctx.db, 'operator:create', [address.toUpperCase(), 'agent', 'Ada', 'Lovelace']));
    } finally {
      if (previous === undefined) delete process.env.OPERATOR_PASSWORD;
      else process.env.OPERATOR_PASSWORD = previous;
    }
    expect(created[0]).toMatch(new RegExp(`^operator \\d+ ${address.replace(/\./g, '\\.')} \\(agent\\)$`));
    expect(created.some((line) => line.startsWith('password:'))).toBe(false);
    const secret = /^totp secret: ([A-Z2-7]+)$/.exec(created.find((line) => line.startsWith('totp secret:')) ?? '')?.[1];
    expect(secret).toBeDefined();
    expect(created.find((line) => line.startsWith('otpauth uri:'))).toContain(`secret=${secret}`);

    const [code] = await printed(() => operatorCommand(ctx.db, 'operator:totp', [address]));
    expect(code).toMatch(/^\d{6}$/);
    const res = await ctx.backend
      .http()
      .post('/api/operator/login')
      .set('X-Forwarded-For', randomIp())
      .send({ email: address, password: 'Quiet-Harbour-2031', code })
      .expect(200);
    expect(res.body.operator).toMatchObject({ email: address, name: 'Ada Lovelace', role: 'agent' });
  });

  it('refuses an unknown role, a short password, and operator:totp in production', async () => {
    await expect(operatorCommand(ctx.db, 'operator:create', [email(), 'root', 'X'])).rejects.toThrow(/usage/);
    process.env.OPERATOR_PASSWORD = 'short';
    try {
      await expect(operatorCommand(ctx.db, 'operator:create', [email(), 'admin', 'X'])).rejects.toThrow(/12 characters/);
    } finally {
      delete process.env.OPERATOR_PASSWORD;
    }
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(operatorCommand(ctx.db, 'operator:totp', ['operator@amoretto.local'])).rejects.toThrow(/development/);
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('the demo seed makes its admin once and writes the login the start banner prints', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'operator-seed-')), 'operator-login.txt');
    await ctx.db.query(`DELETE FROM operators WHERE email = $1`, [DEMO_OPERATOR_EMAIL]);
    expect(await seedDemoOperator(ctx.db, file, 'http://localhost:3000')).toBe(true);
    expect(await seedDemoOperator(ctx.db, file, 'http://localhost:3000')).toBe(false);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines[0]).toBe('http://localhost:3000/operator/login');
    expect(lines[1]).toContain(`${DEMO_OPERATOR_EMAIL} / `);
    expect(lines[2]).toBe(`code: node backend/dist/cli.js operator:totp ${DEMO_OPERATOR_EMAIL}`);
  });
});
