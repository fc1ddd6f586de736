import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import { createMember, fill, sql } from '../support/fixtures';

// The `{token}` route (docs/product.md#login-links): a one-time login link from a mail. Opening it
// uses nothing up; its button logs in with an ordinary session cookie and leaves for /members,
// the token in no address. Used, expired and unknown links say so in the page's language.

const MAIL_WEB_URL = process.env.MAIL_WEB_URL ?? 'http://127.0.0.1:3080';
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface MaildevMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function loginLinks(request: APIRequestContext, address: string): Promise<string[]> {
  // Filtered by maildev: the shared inbox holds thousands of other mails.
  const response = await request.get(`${MAIL_WEB_URL}/api/email?to.address=${encodeURIComponent(address)}`);
  if (!response.ok()) return [];
  return ((await response.json()) as MaildevMail[])
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address))
    .flatMap((mail) => /https?:\/\/[^\s/]+\/([A-Za-z0-9_-]{43})(?=\s|$)/.exec(mail.text)?.[1] ?? []);
}

async function member(): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('link');
  const id = await createMember({
    email,
    name: 'Marta',
    country: 'IT',
    language: 'it',
    gender: 'female',
    sexuality: 'hetero',
    city: 'Bologna',
    dateOfBirth: '1990-06-15',
  });
  return { id, email };
}

/** Asks for a link the way the page does, and reads its token from the mail. */
async function mailedToken(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const before = (await loginLinks(request, email)).length;
  const response = await page.request.post('/api/login-links', { data: { email }, headers: { 'x-amoretto-client': 'web' } });
  expect(response.status(), await response.text()).toBe(202);
  await expect.poll(() => loginLinks(request, email).then((links) => links.length), { timeout: 20_000 }).toBe(before + 1);
  return (await loginLinks(request, email)).at(-1)!;
}

async function expectInvalid(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.login_link.invalid_title);
  await expect(page.getByTestId('login-link-invalid')).toHaveText(it.login_link.invalid_text);
}

test.describe('login link', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('skipped-site-entry-warning', String(Date.now()));
      if (!document.cookie.includes('cookie_consent=')) document.cookie = 'cookie_consent=v1.a0.m0; path=/; SameSite=Lax';
    });
  });

  test('logs in once from the mailed link, then the link is used up', async ({ page, request }) => {
    const { id, email } = await member();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/pages/faq');
    const token = await mailedToken(page, request, email);

    await page.goto(`/${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.login_link.title);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/h3-shots/token-link-375.png', fullPage: true });
    // Opening the page used nothing up.
    const [unused] = await sql<{ used: boolean }>(
      `SELECT used_at IS NOT NULL AS used FROM account_tokens WHERE user_id = $1 AND kind = 'login'`,
      [id],
    );
    expect(unused!.used).toBe(false);

    await page.getByTestId('login-link-button').click();
    await expect(page).toHaveURL(/\/members\/?$/);
    expect(page.url()).not.toContain(token);
    const me = await page.request.get('/api/user.php');
    expect(((await me.json()) as { user: { id: number } }).user.id).toBe(id);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'auth.session')?.value).not.toContain(token);

    // The same link again, in a fresh browser: used.
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`/${token}`);
    await page.getByTestId('login-link-button').click();
    await expectInvalid(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/h3-shots/token-link-used-1280.png', fullPage: true });
    const after = await page.request.get('/api/user.php?optional=1');
    expect(((await after.json()) as { user: unknown }).user).toBeNull();
  });

  test('an expired link and an unknown one say so and offer a new link; any other address is not found', async ({ page, request }) => {
    const { id, email } = await member();
    await page.goto('/pages/faq');
    const token = await mailedToken(page, request, email);
    await sql(`UPDATE account_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND kind = 'login'`, [id]);

    await page.goto(`/${token}`);
    await page.getByTestId('login-link-button').click();
    await expectInvalid(page);

    await page.goto(`/${'Q'.repeat(43)}`);
    await page.getByTestId('login-link-button').click();
    await expectInvalid(page);

    // A new link from the invalid page: the same answer for any address, a mail for a member's.
    await page.getByLabel(it.forms.email).fill(email);
    await page.getByRole('button', { name: it.login_link.request_button }).click();
    await expect(page.getByTestId('login-link-sent')).toHaveText(fill(it.login_link.sent, { email }));
    await expect.poll(() => loginLinks(request, email).then((links) => links.length), { timeout: 20_000 }).toBe(2);

    // Not a token's spelling: the ordinary 404.
    const response = await page.goto('/not-a-login-token');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(it.error_page.not_found).first()).toBeVisible();
  });
});
