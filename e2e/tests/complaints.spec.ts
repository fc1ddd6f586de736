import { expect, test, type APIRequestContext } from '@playwright/test';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import itMail from '../../shared/src/i18n/mail/it.json' with { type: 'json' };
import { createMember, fill, logIn, sql } from '../support/fixtures';

// The complaint form on /complaints (docs/product.md#complaints), on the Italian (default) site: its
// checks in the page's language, the reference after sending, the stored row and the mail with it.

const MAIL_WEB_URL = process.env.MAIL_WEB_URL ?? 'http://127.0.0.1:3080';
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface MaildevMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function mailsTo(request: APIRequestContext, address: string): Promise<MaildevMail[]> {
  // Filtered by maildev: the shared inbox holds thousands of other mails.
  const response = await request.get(`${MAIL_WEB_URL}/api/email?to.address=${encodeURIComponent(address)}`);
  if (!response.ok()) return [];
  return ((await response.json()) as MaildevMail[]).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address));
}

test.describe('complaints', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('skipped-site-entry-warning', String(Date.now()));
      if (!document.cookie.includes('cookie_consent=')) document.cookie = 'cookie_consent=v1.a0.m0; path=/; SameSite=Lax';
    });
  });

  test('a visitor sends a complaint, sees its reference and gets the mail with it', async ({ page, request }) => {
    const email = uniqueEmail('complaint');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/complaints');
    const form = page.getByTestId('complaint-form');
    await expect(page.getByRole('heading', { level: 2, name: it.complaint_form.heading })).toBeVisible();

    // Nothing filled in: every required field says what it needs, in Italian.
    await form.getByRole('button', { name: it.complaint_form.submit }).click();
    await expect(form).toContainText(it.complaint_form.topic_required);
    await expect(form).toContainText(fill(it.complaint_form.text_short, { min: 10 }));
    await expect(form).toContainText(it.forms.email_required);
    await form.getByLabel(it.complaint_form.member_id).fill('abc');
    await form.getByRole('button', { name: it.complaint_form.submit }).click();
    await expect(form).toContainText(it.complaint_form.number_invalid);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/h3-shots/complaints-errors-375.png', fullPage: true });

    // A member number nobody has: the server's answer shows at the field.
    await form.getByLabel(it.complaint_form.topic).selectOption({ label: it.complaint_form.topics.payment });
    await form.getByLabel(it.complaint_form.text).fill('Mi sono stati addebitati due pacchetti invece di uno.');
    await form.getByLabel(it.complaint_form.email).fill(email);
    await form.getByLabel(it.complaint_form.member_id).fill('2000000000');
    await form.getByRole('button', { name: it.complaint_form.submit }).click();
    await expect(form).toContainText(it.errors.member_not_found);

    await form.getByLabel(it.complaint_form.member_id).fill('');
    await form.getByRole('button', { name: it.complaint_form.submit }).click();
    const sent = page.getByTestId('complaint-sent');
    await expect(sent).toBeVisible();
    const reference = (await page.getByTestId('complaint-reference').textContent())!.trim();
    expect(reference).toMatch(/^C-[2-9A-HJKMNP-Z]{6}$/);
    await expect(sent).toContainText(fill(it.complaint_form.done_text, { reference, email }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/h3-shots/complaints-sent-375.png', fullPage: true });

    const [row] = await sql<{ topic: string; email: string; status: string; user_id: number | null }>(
      `SELECT topic, email, status, user_id FROM complaints WHERE reference = $1`,
      [reference],
    );
    expect(row).toEqual({ topic: 'payment', email, status: 'open', user_id: null });

    await expect.poll(() => mailsTo(request, email).then((mails) => mails.length), { timeout: 20_000 }).toBe(1);
    const [mail] = await mailsTo(request, email);
    expect(mail!.subject).toBe(fill(itMail.mail.complaint.subject, { reference }));
    expect(mail!.text).toContain(reference);
    expect(mail!.text).toContain(itMail.mail.complaint.topics.payment);
  });

  test('a logged-in member’s form carries the account address, and the complaint is the member’s', async ({ page }) => {
    const email = uniqueEmail('complaint-member');
    const id = await createMember({
      email,
      name: 'Giada',
      country: 'IT',
      language: 'it',
      gender: 'female',
      sexuality: 'hetero',
      city: 'Roma',
      dateOfBirth: '1991-02-03',
    });
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/pages/faq');
    await logIn(page, email);
    await page.goto('/complaints');
    const form = page.getByTestId('complaint-form');
    await expect(form.getByLabel(it.complaint_form.email)).toHaveValue(email);
    await expect(form).toContainText(it.complaint_form.email_help_member);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/h3-shots/complaints-member-1280.png', fullPage: true });

    await form.getByLabel(it.complaint_form.topic).selectOption({ label: it.complaint_form.topics.account });
    await form.getByLabel(it.complaint_form.text).fill('Non riesco a cambiare la mia città nel profilo.');
    await form.getByRole('button', { name: it.complaint_form.submit }).click();
    const reference = (await page.getByTestId('complaint-reference').textContent())!.trim();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/h3-shots/complaints-sent-1280.png', fullPage: true });
    const [row] = await sql<{ user_id: number; email: string }>(`SELECT user_id, email FROM complaints WHERE reference = $1`, [reference]);
    expect(row).toEqual({ user_id: id, email });
  });
});
