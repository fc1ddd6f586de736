import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import { PHOTO } from '../support/test-photo';

// Accounts end to end on the Italian (default) site: signup through every step, the mailed
// activation link, logout and login; a password reset through its mailed link; and the
// translated error for a wrong password. Mails are read from maildev's REST API.

const MAIL_WEB_URL = process.env.MAIL_WEB_URL ?? 'http://127.0.0.1:3080';
const PASSWORD = 'Tramonto-Sul-Lago-77';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface MaildevMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

/**
 * The newest mail to `address` whose text contains `path`. Mail goes through the outbox
 * relay and the workers, so it is polled for a while.
 */
async function mailedLink(request: APIRequestContext, address: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[.?]/g, '\\$&')}[^\\s"<>]*`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAIL_WEB_URL}/api/email`);
        if (!response.ok()) return undefined;
        const mails = (await response.json()) as MaildevMail[];
        const mine = mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
        link = mine
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

/** An account made straight through the API: another member to see, or one to reset. */
async function createAccount(request: APIRequestContext, email: string, name: string): Promise<void> {
  const response = await request.post('/api/accounts', {
    data: { email, name, password: PASSWORD, date_of_birth: '1988-04-12' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  // From the top, so the sticky bar is drawn where it belongs in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/**
 * Step 4 offers "enable" only when the site has a push key (npm start/test generate one,
 * a bare backend has none); either way the member goes on without subscribing.
 */
async function skipPush(page: Page, scope: Page | Locator, testInfo: TestInfo, screenshot?: string) {
  const settings = (await (await page.request.get('/api/settings.php')).json()) as { push_public_key: string | null };
  await expect(scope.getByRole('heading', { name: it.signup.push_title })).toBeVisible();
  const enable = scope.getByRole('button', { name: it.signup.push_enable });
  if (settings.push_public_key) {
    await expect(enable).toBeVisible();
    if (screenshot) await shot(page, testInfo, screenshot);
    await scope.getByRole('button', { name: it.signup.push_later }).click();
  } else {
    await expect(enable).toHaveCount(0);
    if (screenshot) await shot(page, testInfo, screenshot);
    await scope.getByRole('button', { name: it.signup.finish }).click();
  }
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel(it.forms.email).fill(email);
  await page.getByLabel(it.forms.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: it.auth.login_submit }).click();
}

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => {
    // The Italian site shows no site-entry warning, but other sites would cover the page.
    await page.addInitScript(() => window.localStorage.setItem('skipped-site-entry-warning', String(Date.now())));
  });

  test('signs up through every step in Italian, activates by mail, logs out and back in', async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    // Someone to show on the members pages, whatever the database held before.
    await createAccount(request, uniqueEmail('neighbour'), 'Vicino');
    // A man in Italy: who the search shows a woman there by default.
    const profile = await request.patch('/api/profile', { data: { gender: 'male', country: 'IT' } });
    expect(profile.status(), await profile.text()).toBe(200);
    const email = uniqueEmail('signup');

    await page.setViewportSize(PHONE);
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');

    // Step 0: the account.
    await expect(page.getByRole('heading', { name: it.signup.account_title })).toBeVisible();
    await page.getByLabel(it.forms.email).fill(email);
    await page.getByLabel(it.signup.name).fill('Giulia');
    await page.getByLabel(it.forms.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(it.signup.day).selectOption('15');
    await page.getByLabel(it.signup.month).selectOption({ label: 'Giugno' });
    await page.getByLabel(it.signup.year).selectOption('1992');
    await page.getByLabel(it.signup.message).fill('Amo il mare e le cene lunghe.');
    await page.getByRole('checkbox').check();
    await shot(page, testInfo, 'signup-0-account-375');
    await page.getByRole('button', { name: it.signup.create_account }).click();

    // Step 1: a photo, with a preview before the upload.
    await expect(page.getByRole('heading', { name: it.signup.photo_title })).toBeVisible();
    await expect(page).toHaveURL(/\/signup\?step=1$/);
    await page.locator('#signup-photo').setInputFiles({ name: 'ritratto.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    await expect(page.getByRole('img', { name: it.signup.photo_preview_alt })).toBeVisible();
    await shot(page, testInfo, 'signup-1-photo-375');
    await page.getByRole('button', { name: it.signup.photo_upload }).click();

    // Step 2: personal details, with a province of Italy and a city.
    await expect(page.getByRole('heading', { name: it.signup.details_title })).toBeVisible();
    await page.getByText(it.vocab.genders.female, { exact: true }).click();
    await page.getByText(it.vocab.sexualities.hetero, { exact: true }).click();
    await page.getByLabel(it.vocab.region_kinds.province).selectOption('IT-MI');
    await page.getByLabel(it.signup.city).fill('Milano');
    await shot(page, testInfo, 'signup-2-details-375');
    await page.getByRole('button', { name: it.signup.continue }).click();

    // Step 3: about me, with its counter.
    await expect(page.getByRole('heading', { name: it.signup.about_title })).toBeVisible();
    await page.getByLabel(it.signup.about_label).fill('Solare, curiosa, mai senza un libro.');
    await expect(page.getByText('36 / 2000')).toBeVisible();
    await shot(page, testInfo, 'signup-3-about-375');
    await page.getByRole('button', { name: it.signup.continue }).click();

    // Step 4: push notifications, skipped.
    await skipPush(page, page, testInfo, 'signup-4-push-375');

    // The matches teaser, then the completion step.
    await expect(page).toHaveURL(/\/signup-matches$/);
    await expect(page.getByTestId('member-card').first()).toBeVisible();
    await shot(page, testInfo, 'signup-5-matches-375');
    await page.getByTestId('signup-matches-continue').click();
    await expect(page).toHaveURL(/\/complete-signup$/);
    await expect(page.getByTestId('complete-signup-email')).toContainText(email);
    // No right-hand menu here (docs/product.md#screens).
    await expect(page.getByRole('button', { name: it.nav.toggle })).toHaveCount(0);
    await shot(page, testInfo, 'signup-6-complete-375');

    // The activation link from the mail lands on /activate/done.
    const link = await mailedLink(request, email, '/api/activate.php?token=');
    await page.goto(link);
    await expect(page).toHaveURL(/\/activate\/done$/);
    await expect(page.getByRole('heading', { name: it.activation.done_title })).toBeVisible();
    await expect(page.getByTestId('activation-reminder')).toHaveCount(0);
    await shot(page, testInfo, 'activation-done-375');

    // Log out from the account menu, at desktop width.
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('account-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-button')).toBeVisible();

    // Log in again and land on the members.
    await page.getByTestId('login-button').click();
    await expect(page).toHaveURL(/\/login/);
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole('heading', { level: 1, name: it.search.title })).toBeVisible();
    await expect(page.getByTestId('member-card').first()).toBeVisible();
    await expect(page.getByTestId('account-menu')).toContainText('Giulia');
    await shot(page, testInfo, 'members-1280');
    await page.setViewportSize(PHONE);
    await shot(page, testInfo, 'members-375');
  });

  test('resets a forgotten password through the mailed link', async ({ page, request }, testInfo) => {
    const email = uniqueEmail('reset');
    await createAccount(request, email, 'Marco');
    const newPassword = 'Nuova-Password-Segreta-2026';

    await page.goto('/login');
    await page.getByRole('link', { name: it.auth.forgot_password }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel(it.forms.email).fill(email);
    await page.getByRole('button', { name: it.password_reset.submit }).click();
    await expect(page.getByTestId('reset-sent')).toHaveText(it.password_reset.sent.replace('{{email}}', email));

    const link = await mailedLink(request, email, '/reset-password/do?token=');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: it.password_reset.do_title })).toBeVisible();
    // Two different passwords are refused before anything is sent.
    await page.getByLabel(it.password_reset.new_password, { exact: true }).fill(newPassword);
    await page.getByLabel(it.password_reset.confirm_password).fill(`${newPassword}x`);
    await page.getByRole('button', { name: it.password_reset.do_submit }).click();
    await expect(page.getByText(it.errors.passwords_not_equal)).toBeVisible();
    await page.getByLabel(it.password_reset.confirm_password).fill(newPassword);
    await shot(page, testInfo, 'reset-password-do');
    await page.getByRole('button', { name: it.password_reset.do_submit }).click();
    await expect(page.getByRole('heading', { name: it.password_reset.done_title })).toBeVisible();

    await page.getByTestId('reset-login').click();
    await login(page, email, newPassword);
    await expect(page).toHaveURL(/\/members$/);
  });

  test('a wrong password shows the translated error on the login form', async ({ page, request }, testInfo) => {
    const email = uniqueEmail('wrong');
    await createAccount(request, email, 'Luca');
    // A fresh browser: the API call above logged in only the request context.
    await page.goto('/login?redirect=%2Fsettings%2Faccount');
    await login(page, email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(it.errors.invalid_credentials);
    await expect(page.getByLabel(it.forms.email)).toHaveClass(/is-invalid/);
    await expect(page).toHaveURL(/\/login/);
    await shot(page, testInfo, 'login-wrong-password');

    // The right one goes where the visitor was heading.
    await page.getByLabel(it.forms.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: it.auth.login_submit }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
  });

  test('the signup modal on desktop cannot be dismissed once the account exists', async ({ page }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByTestId('signup-button').first().click();
    const dialog = page.getByRole('dialog', { name: it.signup.title });
    await expect(dialog).toBeVisible();
    // Before the account exists, Escape closes it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByTestId('signup-button').first().click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(it.forms.email).fill(uniqueEmail('modal'));
    await dialog.getByLabel(it.signup.name).fill('Sara');
    await dialog.getByLabel(it.forms.password, { exact: true }).fill(PASSWORD);
    await dialog.getByLabel(it.signup.day).selectOption('3');
    await dialog.getByLabel(it.signup.month).selectOption({ label: 'Marzo' });
    await dialog.getByLabel(it.signup.year).selectOption('1990');
    await dialog.getByRole('checkbox').check();
    await shot(page, testInfo, 'signup-modal-0-1280');
    await dialog.getByRole('button', { name: it.signup.create_account }).click();
    await expect(dialog.getByRole('heading', { name: it.signup.photo_title })).toBeVisible();

    // Now the signup is in progress: no close button, Escape and the backdrop do nothing.
    await expect(dialog.getByRole('button', { name: it.common.close })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.waitForTimeout(400);
    await expect(dialog).toBeVisible();
    await shot(page, testInfo, 'signup-modal-1-1280');

    // Skipping through the optional steps finishes it.
    await dialog.getByTestId('signup-skip').click();
    await dialog.getByTestId('signup-skip').click();
    await dialog.getByTestId('signup-skip').click();
    await skipPush(page, dialog, testInfo);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/signup-matches$/);
  });

  test('changes the email address through the mailed link, and a session ended elsewhere logs out', async ({
    page,
    request,
    context,
  }, testInfo) => {
    const email = uniqueEmail('change');
    const newEmail = uniqueEmail('changed');
    await createAccount(request, email, 'Paola');
    await page.setViewportSize(DESKTOP);
    await page.goto('/login?redirect=%2Fsettings%2Faccount');
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/settings\/account$/);

    // A wrong password is reported on its field, in Italian.
    await page.getByLabel(it.account_settings.new_email).fill(newEmail);
    await page.locator('#settings-email-password').fill('sbagliata-davvero');
    await page.getByRole('button', { name: it.account_settings.email_submit }).click();
    await expect(page.getByText(it.errors.wrong_password)).toBeVisible();
    await page.locator('#settings-email-password').fill(PASSWORD);
    await page.getByRole('button', { name: it.account_settings.email_submit }).click();
    await expect(page.getByText(it.account_settings.email_sent.replace('{{email}}', newEmail))).toBeVisible();
    await shot(page, testInfo, 'settings-email-sent-1280');

    await page.goto(await mailedLink(request, newEmail, '/mail-change/do?token='));
    await expect(page.getByRole('heading', { name: it.mail_change.done_title })).toBeVisible();
    await expect(page.getByText(it.mail_change.done_body.replace('{{email}}', newEmail))).toBeVisible();
    await page.getByRole('link', { name: it.mail_change.to_settings }).click();
    await expect(page.getByText(it.account_settings.current_email.replace('{{email}}', newEmail))).toBeVisible();

    // The session ends behind the page's back (docs/product.md#accounts); the next members-only call logs out.
    // (Search is open to visitors on this site, so the profile page is the members-only one.)
    await context.clearCookies();
    await page.getByTestId('account-menu').click();
    await page.getByTestId('my-profile-link').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await expect(page.getByTestId('login-button')).toBeVisible();
  });
});
