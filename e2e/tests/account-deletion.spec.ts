import { expect, test, type APIRequestContext } from '@playwright/test';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import { expectAccessible } from '../support/axe';
import { createMember, fill, MEMBER_PASSWORD, memberContext, sql } from '../support/fixtures';

// Leaving and coming back on the Italian (default) site: a member deletes her account from the
// account settings with a reason, passes the stay offer by, lands on /account-deleted and is
// gone for the member who liked her; the link mailed at deletion (read from maildev's REST API)
// brings her account back and she logs in again.

const MAIL_WEB_URL = process.env.MAIL_WEB_URL ?? 'http://127.0.0.1:3080';

interface MaildevMail {
  text: string;
  to: { address: string }[];
}

/** The newest mailed link to `address` containing `path`, polled while the outbox and the workers deliver it. */
async function mailedLink(request: APIRequestContext, address: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[.?]/g, '\\$&')}[^\\s"<>]*`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAIL_WEB_URL}/api/email`);
        if (!response.ok()) return undefined;
        const mails = (await response.json()) as MaildevMail[];
        link = mails
          .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
          .reverse()
          .map((mail) => pattern.exec(mail.text)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 20_000, intervals: [500, 1_000] },
    )
    .toBeTruthy();
  return link as string;
}

test('deleting the account with a reason ends on /account-deleted, and the mailed link brings it back', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `e2e-leaving-${run}@example.com`;
  const herId = await createMember({
    email,
    name: 'Chiara',
    gender: 'female',
    country: 'IT',
    language: 'it',
    sexuality: 'hetero',
    city: 'Milano',
    dateOfBirth: '1990-07-21',
  });
  const hisEmail = `e2e-leaving-him-${run}@example.com`;
  const hisId = await createMember({
    email: hisEmail,
    name: 'Marco',
    gender: 'male',
    country: 'IT',
    language: 'it',
    sexuality: 'hetero',
    city: 'Milano',
    dateOfBirth: '1987-02-11',
  });
  await sql(`INSERT INTO likes (liker_id, liked_id) VALUES ($1, $2)`, [hisId, herId]);
  const [{ delete_discount: discount }] = await sql<{ delete_discount: number }>(`SELECT delete_discount FROM company`);

  const his = await memberContext(browser);
  expect((await his.request.post('/api/user.php', { data: { email: hisEmail, password: MEMBER_PASSWORD } })).status()).toBe(200);
  expect((await his.request.get(`/api/members/${herId}`)).status()).toBe(200);
  // He has his likes open: her card must leave it when she goes, without a reload.
  const hisPage = await his.newPage();
  await hisPage.goto('/likes/sent');
  const herCard = hisPage.locator('main').getByText('Chiara', { exact: true });
  await expect(herCard).toBeVisible();

  const context = await memberContext(browser);
  const login = await context.request.post('/api/user.php', { data: { email, password: MEMBER_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const page = await context.newPage();

  await page.goto('/settings/account');
  await expect(page.getByRole('heading', { name: it.account_deletion.section_title })).toBeVisible();
  await expect(page.getByTestId('account-export')).toHaveAttribute('href', '/api/account/export');
  await page.getByRole('button', { name: it.account_deletion.start }).click();

  // Nothing is sent without a reason and the password.
  await page.getByRole('button', { name: it.account_deletion.next }).click();
  await expect(page.getByText(it.account_deletion.reason_required)).toBeVisible();

  await page.getByLabel(it.account_deletion.reasons.not_looking).check();
  // A field the member fixes loses its error at once.
  await expect(page.getByText(it.account_deletion.reason_required)).toHaveCount(0);
  await page.getByLabel(it.account_deletion.remarks_label).fill('Mi prendo una pausa.');
  await expect(page.getByText(fill(it.account_deletion.remarks_count, { count: 20, max: 1000 }))).toBeVisible();
  await page.getByLabel(it.account_deletion.password_label, { exact: true }).fill(MEMBER_PASSWORD);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('account-deletion-form.png'), fullPage: true });
  await page.getByRole('button', { name: it.account_deletion.next }).click();

  if (discount > 0) {
    // Before it is final: the company's delete discount. Declining goes ahead with the deletion.
    await expect(page.getByRole('heading', { name: fill(it.account_deletion.offer_title, { percent: discount }) })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('account-deletion-offer.png'), fullPage: true });
    await page.getByRole('button', { name: it.account_deletion.offer_decline }).click();
  } else {
    await page.getByRole('button', { name: it.account_deletion.confirm_button }).click();
  }

  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: it.account_deletion.deleted_title })).toBeVisible();
  await expect(page.getByText(fill(it.account_deletion.deleted_undo, { days: 14 }))).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('account-deleted.png'), fullPage: true });

  // The session is over and she is gone for him at once.
  expect(((await (await context.request.get('/api/user.php?optional=1')).json()) as { user: unknown }).user).toBeNull();
  expect((await his.request.get(`/api/members/${herId}`)).status()).toBe(404);
  await expect(herCard).toHaveCount(0);
  const [deletion] = await sql<{ reason: string; remarks: string }>(`SELECT reason, remarks FROM account_deletions WHERE user_id = $1`, [
    herId,
  ]);
  expect(deletion).toEqual({ reason: 'not_looking', remarks: 'Mi prendo una pausa.' });

  // Logging in with her password tells her the account is deleted and offers to mail the link again.
  await page.goto('/login');
  await page.getByLabel(it.forms.email).fill(email);
  await page.getByLabel(it.forms.password, { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: it.auth.login_submit }).click();
  await expect(page.getByText(it.errors.account_deleted)).toBeVisible();
  await page.getByRole('button', { name: it.signup.reactivation_send }).click();
  await expect(page.getByText(fill(it.signup.reactivation_sent, { email }))).toBeVisible();
  await expectAccessible(page);

  // The mailed link restores the account and leads to the login.
  await page.goto(await mailedLink(request, email, '/api/reactivate.php?token='));
  // The site rewrites the flag as the router spells it (`reactivated=true`).
  await expect(page).toHaveURL(/\/login\?reactivated=(1|true)$/);
  await expect(page.getByText(it.auth.reactivated)).toBeVisible();
  await page.getByLabel(it.forms.email).fill(email);
  await page.getByLabel(it.forms.password, { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: it.auth.login_submit }).click();
  await expect(page).toHaveURL(/\/members$/);
  expect((await his.request.get(`/api/members/${herId}`)).status()).toBe(200);

  await his.close();
  await context.close();
});

test('accepting the stay offer keeps the account and opens the credits page with the member’s own code', async ({ browser }) => {
  const [{ delete_discount: discount }] = await sql<{ delete_discount: number }>(`SELECT delete_discount FROM company`);
  // The seeded company makes a stay offer; this test is about accepting it.
  expect(discount).toBeGreaterThan(0);
  const email = `e2e-staying-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const id = await createMember({
    email,
    name: 'Sofia',
    gender: 'female',
    country: 'IT',
    language: 'it',
    sexuality: 'hetero',
    city: 'Torino',
    dateOfBirth: '1993-03-08',
  });
  const context = await memberContext(browser);
  expect((await context.request.post('/api/user.php', { data: { email, password: MEMBER_PASSWORD } })).status()).toBe(200);
  const page = await context.newPage();

  await page.goto('/settings/account');
  await page.getByRole('button', { name: it.account_deletion.start }).click();
  await page.getByLabel(it.account_deletion.reasons.price).check();
  await page.getByLabel(it.account_deletion.password_label, { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: it.account_deletion.next }).click();
  await page.getByRole('button', { name: fill(it.account_deletion.offer_accept, { percent: discount }) }).click();

  await expect(page).toHaveURL(new RegExp(`/credits\\?code=STAY${discount}$`));
  await expect(page.getByTestId('discount-code-applied')).toBeVisible();
  // Nothing was deleted.
  const [member] = await sql<{ status: string }>(`SELECT status FROM users WHERE id = $1`, [id]);
  expect(member!.status).toBe('active');
  await context.close();
});
