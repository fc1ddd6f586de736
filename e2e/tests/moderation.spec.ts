import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { generate, generateSecret } from 'otplib';
import nl from '../../shared/src/i18n/nl.json' with { type: 'json' };
import { expectAccessible } from '../support/axe';
import { fill, logIn, memberContext, MEMBER_PASSWORD, siteOrigin, sql, utrechtMember } from '../support/fixtures';

// Reports and moderation end to end (docs/product.md#moderation) on the Dutch site: a member
// reports another profile from its page, a moderator logs in with TOTP, sees the report and
// disables the profile; the reporter no longer finds it and its page is gone; the disabled
// member's open tab goes to the ban page, and so does their next login.

const dutchSite = siteOrigin('nl');
/** Password of the operator made here, and its argon2id hash (as in operator-login.spec.ts). */
const OPERATOR_PASSWORD = 'Console-Keeper-2031';
const OPERATOR_PASSWORD_HASH = '$argon2id$v=19$m=65536,p=4,t=3$x/5pjpaJXV6B8UfoCMiYdQ$s7p6TuY3J7gtN00Iv60cEWNd+ZMjbUrcwsDu43+2nIQ';
const SHOTS = process.env.SHOTS_DIR;
const MAIL_WEB_URL = process.env.MAIL_WEB_URL ?? 'http://127.0.0.1:3080';

/** Subjects of the mails the mail catcher holds for an address (the workers send them after the commit). */
async function subjectsTo(request: APIRequestContext, address: string): Promise<string[]> {
  const response = await request.get(`${MAIL_WEB_URL}/api/email`);
  if (!response.ok()) return [];
  const mails = (await response.json()) as Array<{ subject: string; to: Array<{ address: string }> }>;
  return mails.filter((mail) => mail.to.some((to) => to.address === address)).map((mail) => mail.subject);
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a member reports a profile; a moderator disables it; it vanishes and its owner sees the ban page', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const run = `${Date.now()}${randomBytes(2).toString('hex')}`;
  const reporterEmail = `e2e-reporter-${run}@example.com`;
  const targetEmail = `e2e-reported-${run}@example.com`;
  const targetName = `Romy ${run.slice(-5)}`;
  await utrechtMember({ email: reporterEmail, name: 'Bram', dateOfBirth: '1988-05-05', gender: 'male' });
  const targetId = await utrechtMember({ email: targetEmail, name: targetName, dateOfBirth: '1991-07-07', gender: 'female' });

  // The reported member is on the site in a tab of her own.
  const targetContext = await memberContext(browser, { baseURL: dutchSite });
  const targetPage = await targetContext.newPage();
  await targetPage.goto('/');
  await logIn(targetPage, targetEmail);
  await targetPage.goto('/members');
  await expect(targetPage.getByTestId('member-card').first()).toBeVisible();

  // The reporter finds her and reports her from her page, with a reason and a few words.
  const reporterContext = await memberContext(browser, { baseURL: dutchSite });
  const reporter = await reporterContext.newPage();
  await reporter.goto('/');
  await logIn(reporter, reporterEmail);
  await reporter.goto('/members');
  await expect(reporter.locator(`[data-testid="member-card"][data-member-id="${targetId}"]`)).toBeVisible();
  await reporter.goto(`/members/${targetId}`);
  await reporter.setViewportSize({ width: 375, height: 812 });
  await expect(reporter.getByRole('button', { name: nl.report.button, exact: true })).toBeVisible();
  await shot(reporter, 'member-page-375');
  await reporter.setViewportSize({ width: 1280, height: 860 });
  await reporter.getByRole('button', { name: nl.report.button, exact: true }).click();
  const dialog = reporter.getByRole('dialog', { name: fill(nl.report.title_profile, { name: targetName }) });
  await expect(dialog).toBeVisible();
  // Sending without a reason is refused beside the field.
  await dialog.getByRole('button', { name: nl.report.submit }).click();
  await expect(dialog.getByText(nl.report.reason_required)).toBeVisible();
  await dialog.getByLabel(nl.report.reason_label).selectOption('fake_profile');
  await dialog.getByLabel(nl.report.text_label).fill('De foto’s komen van een fotobank.');
  await expectAccessible(reporter);
  await shot(reporter, 'report-dialog-1280');
  await dialog.getByRole('button', { name: nl.report.submit }).click();
  await expect(reporter.getByText(nl.report.sent)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await sql(`SELECT reason, text, status FROM reports WHERE reported_id = $1`, [targetId])).toEqual([
    { reason: 'fake_profile', text: 'De foto’s komen van een fotobank.', status: 'open' },
  ]);
  // A second report while the first is open is refused with the reason.
  await reporter.getByRole('button', { name: nl.report.button, exact: true }).click();
  await dialog.getByLabel(nl.report.reason_label).selectOption('spam');
  await dialog.getByRole('button', { name: nl.report.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(nl.errors.report_already_open);
  await dialog.getByRole('button', { name: nl.report.cancel }).click();

  // The moderator logs in with password and authenticator code and sees the report.
  const secret = generateSecret();
  const operatorEmail = `moderator.${run}@example.com`;
  await sql(`INSERT INTO operators (email, name, role, password_hash, totp_secret) VALUES ($1, 'Mona Moderator', 'moderator', $2, $3)`, [
    operatorEmail,
    OPERATOR_PASSWORD_HASH,
    secret,
  ]);
  const consoleContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const moderator = await consoleContext.newPage();
  await moderator.goto('/operator/moderation');
  await expect(moderator).toHaveURL(/\/operator\/login\?redirect=%2Foperator%2Fmoderation$/);
  await moderator.getByLabel('Email').fill(operatorEmail);
  await moderator.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await moderator.getByLabel('Code from your authenticator app').fill(await generate({ secret }));
  await moderator.getByRole('button', { name: 'Log in' }).click();
  await expect(moderator).toHaveURL(/\/operator\/moderation$/);
  const item = moderator.locator(`[data-testid="moderation-report"][data-reported="${targetId}"]`);
  await expect(item).toContainText(targetName);
  await expect(item).toContainText('Fake profile');
  await expect(item).toContainText('De foto’s komen van een fotobank.');
  await expectAccessible(moderator);
  await item.scrollIntoViewIfNeeded();
  await shot(moderator, 'moderation-375');
  await moderator.setViewportSize({ width: 1280, height: 900 });
  await shot(moderator, 'moderation-1280');

  // Disable (confirmed), then uphold the report.
  moderator.once('dialog', (confirm) => void confirm.accept());
  await item.getByRole('button', { name: 'Disable profile' }).click();
  await expect(item.getByText('Done.')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Restore profile' })).toBeVisible();
  await item.getByRole('button', { name: 'Uphold' }).click();
  await expect(item).toBeHidden();
  expect(await sql(`SELECT status FROM reports WHERE reported_id = $1`, [targetId])).toEqual([{ status: 'upheld' }]);
  expect(await sql(`SELECT action FROM operator_audit_log WHERE member_id = $1 ORDER BY id`, [targetId])).toEqual([
    { action: 'member_disabled' },
    { action: 'report_upheld' },
  ]);

  // Her open tab is told at once and shows the ban page.
  await expect(targetPage).toHaveURL(/\/pages\/ban$/);
  await targetPage.setViewportSize({ width: 375, height: 812 });
  await shot(targetPage, 'ban-page-375');
  // Logging in again leads there too.
  await targetPage.goto('/login');
  await targetPage.getByLabel(nl.forms.email).fill(targetEmail);
  await targetPage.getByLabel(nl.forms.password, { exact: true }).fill(MEMBER_PASSWORD);
  await targetPage.getByRole('button', { name: nl.auth.login_submit }).click();
  await expect(targetPage).toHaveURL(/\/pages\/ban$/);

  // She is told by mail, in Dutch, once.
  await expect.poll(() => subjectsTo(request, targetEmail), { timeout: 20_000 }).toEqual(['Je profiel op Amoretto is uitgeschakeld']);

  // The reporter no longer finds her, and her page is gone.
  await reporter.goto('/members');
  await expect(reporter.getByTestId('member-card').first()).toBeVisible();
  await expect(reporter.locator(`[data-testid="member-card"][data-member-id="${targetId}"]`)).toHaveCount(0);
  await reporter.goto(`/members/${targetId}`);
  await expect(reporter.getByRole('heading', { level: 1, name: nl.member_page.not_found_title })).toBeVisible();

  await Promise.all([targetContext.close(), reporterContext.close(), consoleContext.close()]);
});
