import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import pg from 'pg';
import en from '../../shared/src/i18n/en.json' with { type: 'json' };

// Two members chat live on the English site (gb.localhost): A opens B's page, writes from
// the Message button and sees the price first; B sees the message arrive in /chats and in
// the conversation without reloading; B types (A sees it) and replies; both see the read
// state; B removes the chat from the list.
//
// Accounts come from the signup API; confirming them and granting credits is done in the
// database, as the payment pages do not exist yet.

const base = new URL(process.env.BASE_URL ?? 'http://localhost:3000');
const site = `${base.protocol}//gb.localhost:${base.port || (base.protocol === 'https:' ? '443' : '80')}`;
const PASSWORD = 'Harbour-Lights-2031';
const CREDITS = 100;

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
}

/** A confirmed member with credits, logged in in a browser context of their own. */
async function member(browser: Browser, name: string, gender: 'male' | 'female', run: string): Promise<{ page: Page; id: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('skipped-site-entry-warning', String(Date.now())));
  await page.goto(`${site}/`);
  const signup = await api(page, 'POST', '/api/accounts', { email: `e2e-chat-${name.toLowerCase()}-${run}@example.com`, name, password: PASSWORD, date_of_birth: '1988-06-12' });
  expect(signup.status, signup.text).toBe(201);
  const id = (JSON.parse(signup.text) as { user: { id: number } }).user.id;
  const profile = await api(page, 'PATCH', '/api/profile', { gender, sexuality: 'hetero', country: 'GB', city: 'Bristol' });
  expect(profile.status, profile.text).toBe(200);
  await sql(`UPDATE users SET status = 'active' WHERE id = $1`, [id]);
  await sql(`INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, 'test_grant', $3)`, [id, CREDITS, `e2e-${run}`]);
  await sql(`UPDATE users SET credits = credits + $2 WHERE id = $1`, [id, CREDITS]);
  return { page, id };
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test('two members chat live: price, delivery, typing, read state and removal', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const run = Math.random().toString(36).slice(2, 8);
  const a = await member(browser, 'Oliver', 'male', run);
  const b = await member(browser, 'Grace', 'female', run);
  const [{ message_credits: price }] = await sql<{ message_credits: number }>(`SELECT message_credits FROM sites WHERE 'GB' = ANY(countries)`, []);

  // B waits in the (empty) conversation list.
  await b.page.goto(`${site}/chats`);
  await expect(b.page.getByTestId('chats-empty')).toBeVisible();

  // A opens B's page and chooses Message: an empty conversation that offers opening lines.
  await a.page.goto(`${site}/members/${b.id}`);
  await a.page.getByTestId('member-action-message').click();
  await expect(a.page).toHaveURL(new RegExp(`/members/${b.id}/chat$`));
  const icebreakers = a.page.getByTestId('icebreakers');
  await expect(icebreakers.getByTestId('icebreaker')).toHaveCount(8);
  await expect(icebreakers.getByTestId('icebreaker').first()).toContainText(fill(en.chat.price, { price }));
  await a.page.getByTestId('icebreaker-own').click();

  // The price is on the button before A pays; Enter sends.
  const send = a.page.getByTestId('send-message');
  await expect(send).toHaveText(fill(en.chat.send_price, { price }));
  await expect(a.page.getByTestId('conversation-credits')).toContainText(String(CREDITS));
  const input = a.page.getByLabel(fill(en.chat.input_label, { name: 'Grace' }));
  await input.fill('Hi Grace, how was your weekend?');
  await input.press('Enter');
  await expect(a.page.getByTestId('message').filter({ hasText: 'Hi Grace, how was your weekend?' })).toBeVisible();
  await expect(a.page.getByTestId('pending-message')).toHaveCount(0);
  await expect(a.page.getByTestId('conversation-credits')).toContainText(String(CREDITS - price));
  await shot(a.page, testInfo, 'chat-a-sent-1280');

  // B's list shows it without a reload, unread; opening it reads it.
  const item = b.page.getByTestId('chat-item').filter({ hasText: 'Oliver' });
  await expect(item.getByTestId('chat-item-preview')).toHaveText('Hi Grace, how was your weekend?');
  await expect(item.getByTestId('chat-item-unread')).toContainText('1');
  await item.getByRole('link', { name: /Oliver/ }).click();
  await expect(b.page).toHaveURL(/\/chats\/\d+$/);
  await expect(b.page.getByTestId('message').filter({ hasText: 'Hi Grace, how was your weekend?' })).toBeVisible();
  await expect(item.getByTestId('chat-item-unread')).toHaveCount(0);

  // A sees that B read it.
  await expect(a.page.getByTestId('message-read')).toHaveText(new RegExp(en.chat.read));

  // B types: A sees it; B replies: A gets the reply live.
  const reply = b.page.getByLabel(fill(en.chat.input_label, { name: 'Oliver' }));
  await reply.pressSequentially('Lovely, thanks', { delay: 30 });
  await expect(a.page.getByTestId('partner-typing')).toHaveText(fill(en.chat.typing, { name: 'Grace' }));
  await shot(a.page, testInfo, 'chat-a-typing-1280');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('And yours?', { delay: 10 });
  await b.page.getByTestId('send-message').click();
  await expect(a.page.getByTestId('message').filter({ hasText: 'And yours?' })).toBeVisible();
  await expect(a.page.getByTestId('partner-typing')).toHaveText('');
  // A has the conversation open, so B's reply is read at once.
  await expect(b.page.getByTestId('message-read')).toBeVisible();
  await shot(b.page, testInfo, 'chat-b-conversation-1280');

  // Phones: the conversation fills the screen.
  await b.page.setViewportSize({ width: 375, height: 760 });
  await shot(b.page, testInfo, 'chat-b-conversation-375');
  await b.page.setViewportSize({ width: 1280, height: 860 });

  // B removes the chat from the list: gone at once and after a reload.
  await b.page.goto(`${site}/chats`);
  await item.getByTestId('chat-item-remove').click();
  await b.page.getByTestId('remove-chat-confirm').click();
  await expect(b.page.getByTestId('chats-empty')).toBeVisible();
  await b.page.reload();
  await expect(b.page.getByTestId('chats-empty')).toBeVisible();
  // A keeps the conversation.
  await a.page.goto(`${site}/chats`);
  await expect(a.page.getByTestId('chat-item').filter({ hasText: 'Grace' })).toBeVisible();
});
