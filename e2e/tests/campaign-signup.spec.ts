import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };

// The campaign entry (docs/product.md#campaigns) on the Italian (default) site: a visitor from an ad for one
// member signs up on /members/{id}/signup, follows the four steps to the end, lands on that
// member's page logged in and gets the activation reminder as a modal.

const MAIL_WEB_URL = process.env.MAIL_WEB_URL ?? 'http://127.0.0.1:3080';
const PASSWORD = 'Tramonto-Sul-Lago-77';
const PHONE = { width: 375, height: 812 };
const STEPS = ['check_profile', 'create_account', 'find_matches', 'send_mail'] as const;

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface MaildevMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function activationMails(request: APIRequestContext, address: string): Promise<MaildevMail[]> {
  const response = await request.get(`${MAIL_WEB_URL}/api/email`);
  if (!response.ok()) return [];
  const mails = (await response.json()) as MaildevMail[];
  return mails.filter(
    (mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()) && mail.text.includes('/api/activate.php?token='),
  );
}

/** The member the ad is about, made through the API in its own request context. */
async function adMember(request: APIRequestContext): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('ad-member');
  const response = await request.post('/api/accounts', {
    data: { email, name: 'Chiara', password: PASSWORD, date_of_birth: '1990-03-01' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { user: { id: number } }).user.id, email };
}

async function fillForm(page: Page, email: string) {
  await page.getByLabel(it.forms.email).fill(email);
  await page.getByLabel(it.signup.name).fill('Paolo');
  await page.getByLabel(it.forms.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(it.signup.day).selectOption('15');
  await page.getByLabel(it.signup.month).selectOption({ label: 'Giugno' });
  await page.getByLabel(it.signup.year).selectOption('1989');
  await page.getByRole('checkbox').check();
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  // From the top, so the sticky bar is drawn where it belongs in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('campaign signup', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('skipped-site-entry-warning', String(Date.now())));
  });

  test('signs up from a member’s ad through the four steps and meets the reminder modal on the member page', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { id: memberId } = await adMember(request);
    const email = uniqueEmail('campaign');

    await page.setViewportSize(PHONE);
    await page.goto(`/members/${memberId}/signup`);
    await expect(page.getByRole('heading', { level: 1, name: it.campaign.title.replace('{{name}}', 'Chiara') })).toBeVisible();
    await expect(page.getByRole('group', { name: it.campaign.card_label }).getByTestId('member-card')).toContainText('Chiara');

    await fillForm(page, email);
    await shot(page, testInfo, 'campaign-form-375');
    await page.getByRole('button', { name: it.signup.create_account }).click();

    // All four steps end done, with the count of matches and the address the mail went to.
    const progress = page.getByRole('region', { name: it.campaign.progress_label });
    await expect(page.getByRole('status').filter({ hasText: it.campaign.done.replace('{{name}}', 'Chiara') })).toBeVisible();
    for (const step of STEPS) {
      const item = progress.getByTestId(`campaign-step-${step}`);
      await expect(item).toHaveAttribute('data-status', 'done');
      await expect(item).toContainText(it.campaign[`step_${step}`]);
      await expect(item).toContainText(it.campaign.status_done);
    }
    await expect(progress.getByTestId('campaign-step-find_matches')).toContainText(it.campaign.matches_found.replace('{{count}}', ''));
    await expect(progress.getByTestId('campaign-step-send_mail')).toContainText(email);
    await shot(page, testInfo, 'campaign-steps-done-375');

    // On to the member's page, logged in, with the reminder as a modal and not as the alert.
    await expect(page).toHaveURL(new RegExp(`/members/${memberId}$`));
    const modal = page.getByRole('dialog', { name: it.alerts.activation_modal_title });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(email);
    await expect(page.getByTestId('activation-reminder')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('campaign-reminder-modal-375.png') });

    // The account is the campaign's and the signup mailed one activation link, not two.
    const me = await page.request.get('/api/user.php');
    expect(((await me.json()) as { user: { email: string; signup_flow: string } }).user).toMatchObject({ email, signup_flow: 'api' });
    await expect.poll(() => activationMails(request, email).then((mails) => mails.length), { timeout: 20_000 }).toBe(1);

    // Closed once, it stays closed.
    await modal.getByRole('button', { name: it.alerts.activation_modal_later }).click();
    await expect(modal).toHaveCount(0);
    await page.reload();
    // The banners have rendered for the member (no photo yet) when the modal would have.
    await expect(page.getByTestId('add-photo-alert')).toBeVisible();
    await expect(page.getByRole('dialog', { name: it.alerts.activation_modal_title })).toHaveCount(0);
  });

  test('shows a failed step with its error and retries from there without a second account', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const member = await adMember(request);
    const email = uniqueEmail('campaign-retry');
    let signups = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/accounts') signups += 1;
    });
    // The search answers with a server error until the visitor has seen the step fail.
    let searchDown = true;
    await page.route(/\/api\/members(\?.*)?$/, (route) =>
      searchDown
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'internal_error', message: it.errors.internal_error } }),
          })
        : route.continue(),
    );

    await page.setViewportSize(PHONE);
    await page.goto(`/members/${member.id}/signup`);
    // An address that already has an account: step 2 fails and says so.
    await fillForm(page, member.email);
    await page.getByRole('button', { name: it.signup.create_account }).click();
    const progress = page.getByRole('region', { name: it.campaign.progress_label });
    await expect(progress.getByTestId('campaign-step-check_profile')).toHaveAttribute('data-status', 'done');
    await expect(progress.getByTestId('campaign-step-create_account')).toHaveAttribute('data-status', 'failed');
    await expect(progress.getByTestId('campaign-step-create_account')).toContainText(it.campaign.status_failed);
    await expect(progress.getByRole('alert')).toContainText(it.errors.email_taken);
    await shot(page, testInfo, 'campaign-failed-account-375');

    // Another address, then "try again": the account is made and the search step fails.
    await page.getByLabel(it.forms.email).fill(email);
    await progress.getByRole('button', { name: it.campaign.retry }).click();
    await expect(progress.getByTestId('campaign-step-create_account')).toHaveAttribute('data-status', 'done');
    await expect(progress.getByTestId('campaign-step-find_matches')).toHaveAttribute('data-status', 'failed');
    await expect(progress.getByRole('alert')).toContainText(it.errors.internal_error);
    await expect(progress.getByTestId('campaign-step-send_mail')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByLabel(it.forms.email)).toHaveCount(0);

    // The retry resumes at the search; the account is not created again.
    searchDown = false;
    await progress.getByRole('button', { name: it.campaign.retry }).click();
    for (const step of STEPS) await expect(progress.getByTestId(`campaign-step-${step}`)).toHaveAttribute('data-status', 'done');
    expect(signups).toBe(2);
    await expect(page).toHaveURL(new RegExp(`/members/${member.id}$`));
    await expect(page.getByRole('dialog', { name: it.alerts.activation_modal_title })).toBeVisible();
    await expect.poll(() => activationMails(request, email).then((mails) => mails.length), { timeout: 20_000 }).toBe(1);
  });

  test('offers the ordinary signup when the ad’s member is gone', async ({ page }) => {
    await page.goto('/members/2000000000/signup');
    await expect(page.getByRole('heading', { level: 1, name: it.campaign.not_found_title })).toBeVisible();
    await expect(page.getByText(it.errors.member_not_found)).toBeVisible();
    await page.getByRole('link', { name: it.campaign.signup_anyway }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
