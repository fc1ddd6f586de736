import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { generate, generateSecret } from 'otplib';
import { expectAccessible } from '../support/axe';
import { api, createMember, logIn, memberContext, sql } from '../support/fixtures';

/** Password of operators made here, and its argon2id hash (the column holds only hashes). */
const OPERATOR_PASSWORD = 'Console-Keeper-2031';
const OPERATOR_PASSWORD_HASH = '$argon2id$v=19$m=65536,p=4,t=3$x/5pjpaJXV6B8UfoCMiYdQ$s7p6TuY3J7gtN00Iv60cEWNd+ZMjbUrcwsDu43+2nIQ';

/** An operator written straight into the database, as `cli operator:create` makes one; its TOTP secret made here. */
async function createOperator(role: 'agent' | 'moderator' | 'admin'): Promise<{ email: string; secret: string }> {
  const email = `operator.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
  const secret = generateSecret();
  await sql(`INSERT INTO operators (email, name, role, password_hash, totp_secret) VALUES ($1, 'Olga Operator', $2, $3, $4)`, [
    email,
    role,
    OPERATOR_PASSWORD_HASH,
    secret,
  ]);
  return { email, secret };
}

test.describe('operator login', () => {
  test('an admin logs in with password and authenticator code and sees the queue dashboard; logout ends it', async ({
    browser,
  }, testInfo) => {
    const { email, secret } = await createOperator('admin');
    // A phone-sized screen: the console must work there too.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();

    // The dashboard without a session sends to the console's login, which comes back to it.
    await page.goto('/operator/queues');
    await expect(page).toHaveURL(/\/operator\/login\?redirect=%2Foperator%2Fqueues$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Operator login' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
    await page.getByLabel('Code from your authenticator app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Log in' }).click();

    // Bull Board, served by the workers behind the site's proxy, with every queue.
    await expect(page).toHaveURL(/\/operator\/queues/);
    await expect(page.getByText('mail', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('campaign-mail', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('operator-queues.png') });

    // The console's home names the operator and links to the dashboard.
    await page.goto('/operator/');
    await expect(page.getByText('Logged in as Olga Operator (admin)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Queue dashboard' })).toHaveAttribute('href', '/operator/queues');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('operator-home.png'), fullPage: true });

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/operator\/login$/);
    await page.goto('/operator/queues');
    await expect(page).toHaveURL(/\/operator\/login\?redirect=/);
    await context.close();
  });

  test('a wrong code does not log in, and a member session does not open the console', async ({ browser }) => {
    const { email } = await createOperator('admin');
    const context = await memberContext(browser);
    const page = await context.newPage();
    await page.goto('/operator/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
    await page.getByLabel('Code from your authenticator app').fill('000000');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/operator\/login$/);

    const memberEmail = `member.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
    await createMember({
      email: memberEmail,
      name: 'Marta',
      country: 'IT',
      language: 'it',
      gender: 'female',
      sexuality: 'hetero',
      city: 'Milano',
      dateOfBirth: '1990-03-04',
    });
    await logIn(page, memberEmail);
    expect((await api(page, 'GET', '/api/operator/me')).status).toBe(401);
    await page.goto('/operator/');
    await expect(page).toHaveURL(/\/operator\/login$/);
    const board = await page.request.get('/operator/queues/api/queues');
    expect(board.status()).toBe(401);
    await context.close();
  });
});
