import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { generate, generateSecret } from 'otplib';
import { expectAccessible } from '../support/axe';
import { sql } from '../support/fixtures';

/** Password of operators made here, and its argon2id hash (the column holds only hashes). */
const OPERATOR_PASSWORD = 'Console-Keeper-2031';
const OPERATOR_PASSWORD_HASH = '$argon2id$v=19$m=65536,p=4,t=3$x/5pjpaJXV6B8UfoCMiYdQ$s7p6TuY3J7gtN00Iv60cEWNd+ZMjbUrcwsDu43+2nIQ';
const DEMO_EMAIL = 'demo@amoretto.local';

async function createAdmin(): Promise<{ email: string; secret: string }> {
  const email = `support.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
  const secret = generateSecret();
  await sql(`INSERT INTO operators (email, name, role, password_hash, totp_secret) VALUES ($1, 'Sam Support', 'admin', $2, $3)`, [
    email,
    OPERATOR_PASSWORD_HASH,
    secret,
  ]);
  return { email, secret };
}

async function logInAsOperator(page: Page, operator: { email: string; secret: string }, to: string): Promise<void> {
  await page.goto(to);
  await expect(page).toHaveURL(/\/operator\/login(\?redirect=.*)?$/);
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(await generate({ secret: operator.secret }));
  await page.getByRole('button', { name: 'Log in' }).click();
}

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/h7-shots/${name}.png`, fullPage: true });

test.describe('operator support', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`an admin finds the demo member, grants credits once and sees the ledger line; makes a discount code (${viewport.width} px)`, async ({
      browser,
    }) => {
      const admin = await createAdmin();
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const [{ id: demoId, credits: before }] = await sql<{ id: number; credits: number }>(
        `SELECT id, credits FROM users WHERE email = $1`,
        [DEMO_EMAIL],
      );

      // The home lists Support with the counts of what waits.
      await logInAsOperator(page, admin, '/operator/');
      await expect(page.getByText('Logged in as Sam Support (admin)')).toBeVisible();
      await expect(page.getByTestId('count-waiting')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('count-reports')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('count-failed')).toHaveText(/^\d+$/);
      await shot(page, `home-${viewport.width}`);
      await page.getByRole('link', { name: 'Support' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
      await page.getByLabel('Email, member id or name').fill(DEMO_EMAIL);
      await page.getByRole('button', { name: 'Search' }).click();
      const result = page.getByTestId('support-results').getByRole('link', { name: new RegExp(`^#${demoId} `) });
      await expect(result).toBeVisible();
      await result.click();

      await expect(page).toHaveURL(new RegExp(`/operator/support/${demoId}$`));
      await expect(page.getByTestId('support-account')).toContainText(DEMO_EMAIL);
      await expect(page.getByTestId('support-credits')).toHaveText(String(before));
      await expectAccessible(page);

      const reason = `Goodwill ${randomBytes(3).toString('hex')}`;
      const grant = page.getByTestId('support-grant');
      await grant.getByLabel('Credits').fill('7');
      await grant.getByLabel('Reason (kept in the audit log)').fill(reason);
      // A double click grants once.
      await grant.getByRole('button', { name: 'Grant' }).dblclick();
      await expect(grant.getByRole('status')).toHaveText(`7 credits granted; the balance is now ${before + 7}.`);
      await expect(page.getByTestId('support-credits')).toHaveText(String(before + 7));
      await expect(page.getByTestId('support-ledger').locator('tbody tr').first()).toContainText('+7');
      await expect(page.getByTestId('support-ledger').locator('tbody tr').first()).toContainText('operator_grant');
      await shot(page, `support-member-${viewport.width}`);
      const [{ n }] = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM operator_audit_log WHERE action = 'support_credits_granted' AND member_id = $1 AND details->>'reason' = $2`,
        [demoId, reason],
      );
      expect(n).toBe(1);

      // Campaigns and codes: a new code appears in the list.
      await page.goto('/operator/campaigns');
      await expect(page.getByRole('heading', { level: 1, name: 'Campaigns and codes' })).toBeVisible();
      const code = `SUMMER${randomBytes(2).toString('hex').toUpperCase()}`;
      const form = page.getByTestId('code-form');
      await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
      await form.getByLabel('Discount (%)').fill('15');
      await form.getByRole('button', { name: 'Create code' }).click();
      await expect(form.getByRole('status')).toHaveText(`Code ${code} created.`);
      await expect(page.getByTestId('codes-table').getByRole('cell', { name: code, exact: true })).toBeVisible();
      await expectAccessible(page);
      await shot(page, `campaigns-${viewport.width}`);
      await context.close();
    });
  }
});
