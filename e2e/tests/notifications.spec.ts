import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import itMail from '../../shared/src/i18n/mail/it.json' with { type: 'json' };
import { expectAccessible } from '../support/axe';
import { createMember, fill, MEMBER_PASSWORD, memberContext, sql } from '../support/fixtures';

// Email notifications on the Italian (default) site. Two members wait offline for a first message:
// Sara turned "new conversations" off on /notifications (reached through the account menu's
// Settings), Giulia left everything on. Marco writes to both: the mail inbox (maildev's REST API)
// gets Giulia's mail, with one-click unsubscribe headers, and nothing for Sara. Giulia then follows
// the mail's unsubscribe link, confirms on its page, sees the "email notifications are off" banner
// on the site and turns mail back on with it; the unsubscribed type stays off.

const MAIL_WEB_URL = process.env.MAIL_WEB_URL ?? 'http://127.0.0.1:3080';

interface MaildevMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

async function mailsTo(request: APIRequestContext, address: string): Promise<MaildevMail[]> {
  const response = await request.get(`${MAIL_WEB_URL}/api/email`);
  if (!response.ok()) return [];
  return ((await response.json()) as MaildevMail[]).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address));
}

const member = (email: string, name: string, gender: 'male' | 'female', credits?: number) =>
  createMember({
    email,
    name,
    gender,
    country: 'IT',
    language: 'it',
    sexuality: 'hetero',
    city: 'Milano',
    dateOfBirth: '1991-05-14',
    credits,
  });

test('a member turns a mail type off on /notifications; another writes; only mails that are on arrive; unsubscribe and the banner', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const saraEmail = `e2e-notify-sara-${run}@example.com`;
  const giuliaEmail = `e2e-notify-giulia-${run}@example.com`;
  const marcoEmail = `e2e-notify-marco-${run}@example.com`;
  const saraId = await member(saraEmail, 'Sara', 'female');
  const giuliaId = await member(giuliaEmail, 'Giulia', 'female');
  await member(marcoEmail, 'Marco', 'male', 200);

  // Sara: Settings in the account menu opens /notifications; she turns "new conversations" off.
  const saraContext = await memberContext(browser);
  const login = await saraContext.request.post('/api/user.php', { data: { email: saraEmail, password: MEMBER_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const sara = await saraContext.newPage();
  await sara.goto('/members');
  await sara.getByTestId('account-menu').click();
  await sara.getByTestId('settings-link').click();
  await expect(sara).toHaveURL(/\/notifications$/);
  await expect(sara.getByRole('heading', { level: 1, name: it.notifications.title })).toBeVisible();
  const newConversations = sara.getByRole('checkbox', { name: it.notifications.types.new_conversations.label, exact: true });
  await expect(newConversations).toBeChecked();
  // Keyboard: the switch takes focus and Space flips it, saved at once.
  const saved = sara.waitForResponse((r) => r.url().endsWith('/api/notifications') && r.request().method() === 'PUT');
  await newConversations.focus();
  await sara.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(newConversations).not.toBeChecked();
  await expect(sara.getByRole('checkbox', { name: it.notifications.types.new_messages.label, exact: true })).toBeChecked();
  await expectAccessible(sara);
  await sara.setViewportSize({ width: 360, height: 740 });
  await sara.screenshot({ path: testInfo.outputPath('notifications-mobile.png'), fullPage: true });
  await sara.reload();
  await expect(sara.getByRole('checkbox', { name: it.notifications.types.new_conversations.label, exact: true })).not.toBeChecked();
  // Offline from here: notification mails go only to members without a live socket.
  await saraContext.close();

  // Marco writes the first message to each.
  const marcoContext = await memberContext(browser);
  expect((await marcoContext.request.post('/api/user.php', { data: { email: marcoEmail, password: MEMBER_PASSWORD } })).status()).toBe(200);
  for (const to of [saraId, giuliaId]) {
    const sent = await marcoContext.request.post('/api/chats/messages', {
      data: { profile_id: to, client_id: randomUUID(), body: 'Ciao! Ti va di chiacchierare?' },
      headers: { 'x-amoretto-client': 'web' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  // Giulia gets the mail of a new conversation; Sara, who turned it off, gets nothing.
  const subject = fill(itMail.mail.notify.new_conversations.subject, { sender: 'Marco' });
  await expect.poll(async () => (await mailsTo(request, giuliaEmail)).map((m) => m.subject), { timeout: 30_000 }).toContain(subject);
  const [giuliaMail] = await mailsTo(request, giuliaEmail);
  const source = await (await request.get(`${MAIL_WEB_URL}/api/email/${giuliaMail!.id}/source`)).text();
  const headers = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(headers).toMatch(/^List-Unsubscribe: <mailto:unsubscribe\+[^>]+>, <https?:\/\/[^>]+\/api\/unsubscribe\/[^>]+>$/m);
  expect(headers).toMatch(/^Content-Type: multipart\/alternative/m);
  // The same pipeline had time for Sara's mail too: none came.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await mailsTo(request, saraEmail)).toEqual([]);

  // Giulia follows the mail's unsubscribe link: a page asks first, her click unsubscribes.
  const link = /https?:\/\/\S+\/api\/unsubscribe\/[a-z0-9_.]+/.exec(giuliaMail!.text)?.[0];
  expect(link).toBeTruthy();
  const giuliaContext = await memberContext(browser);
  const giulia = await giuliaContext.newPage();
  await giulia.goto(link!);
  await expect(
    giulia.getByText(fill(itMail.mail.unsubscribe.question, { type: itMail.mail.types.new_conversations, email: giuliaEmail })),
  ).toBeVisible();
  await giulia.getByRole('button', { name: itMail.mail.unsubscribe.button }).click();
  const [{ site }] = await sql<{ site: string }>(`SELECT s.name AS site FROM sites s JOIN users u ON u.site_id = s.id WHERE u.id = $1`, [
    giuliaId,
  ]);
  await expect(giulia.getByRole('status')).toHaveText(
    fill(itMail.mail.unsubscribe.done, { type: itMail.mail.types.new_conversations, site }),
  );
  await expectAccessible(giulia);
  const [state] = await sql<{ off: string[]; disabled: string[] }>(
    `SELECT email_notifications_off AS off, notifications_disabled AS disabled FROM users WHERE id = $1`,
    [giuliaId],
  );
  expect(state).toEqual({ off: ['new_conversations'], disabled: ['listunsubscribe'] });

  // On the site, the banner says mail is off and turns it back on.
  expect((await giuliaContext.request.post('/api/user.php', { data: { email: giuliaEmail, password: MEMBER_PASSWORD } })).status()).toBe(
    200,
  );
  await giulia.goto('/members');
  const banner = giulia.getByTestId('mail-off-alert');
  await expect(banner).toContainText(it.alerts.mail_off_listunsubscribe);
  await expectAccessible(giulia);
  await banner.getByRole('button', { name: it.alerts.mail_off_cta }).click();
  await expect(banner).toBeHidden();
  await giulia.goto('/notifications');
  await expect(giulia.getByTestId('mail-paused')).toBeHidden();
  await expect(giulia.getByRole('checkbox', { name: it.notifications.types.new_conversations.label, exact: true })).not.toBeChecked();
  await expect(giulia.getByRole('checkbox', { name: it.notifications.types.new_messages.label, exact: true })).toBeChecked();
  await giulia.screenshot({ path: testInfo.outputPath('notifications-after-resume.png'), fullPage: true });
});
