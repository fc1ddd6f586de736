import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import en from '../../shared/src/i18n/en.json' with { type: 'json' };
import { randomUUID } from 'node:crypto';
import { api, createMember, fill, logIn, memberContext, siteOrigin, sql } from '../support/fixtures';
import { PHOTO } from '../support/test-photo';

// Two members chat live on the English site (gb.localhost): A opens B's page, writes from
// the Message button and sees the price first; B sees the message arrive in /chats and in
// the conversation without reloading; B types (A sees it) and replies; both see the read
// state; B removes the chat from the list.
//
// Members are written into the database with credits, as the payment pages do not exist yet.

const site = siteOrigin('gb');
const CREDITS = 100;

/** A confirmed English member with credits, logged in in a browser context of their own. */
async function member(browser: Browser, name: string, gender: 'male' | 'female', run: string): Promise<{ page: Page; id: number }> {
  const email = `e2e-chat-${name.toLowerCase()}-${run}@example.com`;
  const id = await createMember({
    email,
    name,
    gender,
    country: 'GB',
    language: 'en',
    sexuality: 'hetero',
    city: 'Bristol',
    dateOfBirth: '1988-06-12',
    credits: CREDITS,
  });
  const page = await (await memberContext(browser)).newPage();
  await page.goto(`${site}/`);
  await logIn(page, email);
  return { page, id };
}

/** A page's Socket.IO traffic: whether its socket is connected, the events it sent, and HTTP sends made. */
function watchSocket(page: Page): { connected: boolean; sent: string[]; httpSends: number } {
  const state = { connected: false, sent: [] as string[], httpSends: 0 };
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/socket.io/')) return;
    ws.on('framereceived', ({ payload }) => {
      // `40{…}`: the gateway accepted the namespace connect.
      if (String(payload).startsWith('40')) state.connected = true;
    });
    ws.on('framesent', ({ payload }) => {
      const event = /^42\d*\["([^"]+)"/.exec(String(payload))?.[1];
      if (event) state.sent.push(event);
    });
    ws.on('close', () => {
      state.connected = false;
    });
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/chats/messages') state.httpSends += 1;
  });
  return state;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test('two members chat live: price, delivery, typing, read state and removal', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const run = Math.random().toString(36).slice(2, 8);
  const a = await member(browser, 'Oliver', 'male', run);
  const b = await member(browser, 'Grace', 'female', run);
  const [{ message_credits: price }] = await sql<{ message_credits: number }>(
    `SELECT message_credits FROM sites WHERE 'GB' = ANY(countries)`,
    [],
  );

  // B waits in the (empty) conversation list.
  await b.page.goto(`${site}/chats`);
  await expect(b.page.getByTestId('chats-empty')).toBeVisible();

  // A opens B's page and chooses Message: an empty conversation that offers opening lines.
  const aSocket = watchSocket(a.page);
  await a.page.goto(`${site}/members/${b.id}`);
  await a.page.getByTestId('member-action-message').click();
  await expect(a.page).toHaveURL(new RegExp(`/members/${b.id}/chat$`));
  const icebreakers = a.page.getByTestId('icebreakers');
  await expect(icebreakers.getByTestId('icebreaker')).toHaveCount(8);
  await expect(icebreakers.getByTestId('icebreaker').first()).toContainText(fill(en.chat.price, { price }));
  await a.page.getByTestId('icebreaker-own').click();
  // Until its fade-out ends the modal keeps focus, and a key pressed in the composer is lost.
  await expect(icebreakers).toBeHidden();

  // The price is on the button before A pays; Enter sends.
  const send = a.page.getByTestId('send-message');
  await expect(send).toHaveText(fill(en.chat.send_price, { price }));
  await expect(a.page.getByTestId('conversation-credits')).toContainText(String(CREDITS));
  const input = a.page.getByLabel(fill(en.chat.input_label, { name: 'Grace' }));
  await input.fill('Hi Grace, how was your weekend?');
  // With the socket connected, text goes over it (HTTP is only the fallback).
  await expect.poll(() => aSocket.connected).toBe(true);
  await input.press('Enter');
  await expect(a.page.getByTestId('message').filter({ hasText: 'Hi Grace, how was your weekend?' })).toBeVisible();
  await expect(a.page.getByTestId('pending-message')).toHaveCount(0);
  await expect(a.page.getByTestId('conversation-credits')).toContainText(String(CREDITS - price));
  expect(aSocket.sent).toContain('message.send');
  expect(aSocket.httpSends).toBe(0);
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

test("gifts, photos, the credits offer, catch-up after going offline, a fictional partner's warning and blocking", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const run = Math.random().toString(36).slice(2, 8);
  const a = await member(browser, 'Harry', 'male', run);
  const b = await member(browser, 'Emily', 'female', run);
  await sql(`UPDATE users SET fictional = true WHERE id = $1`, [b.id]);
  const [prices] = await sql<{ gift_credits: number; photo_credits: number; message_credits: number; fictional_warning: string }>(
    `SELECT gift_credits, photo_credits, message_credits, fictional_warning FROM sites WHERE 'GB' = ANY(countries)`,
    [],
  );

  // The Gift button opens the chat with the gift picker; every gift shows its price.
  await a.page.goto(`${site}/members/${b.id}`);
  await a.page.getByTestId('member-action-gift').click();
  const picker = a.page.getByTestId('gift-picker');
  await expect(picker.getByRole('button')).toHaveCount(8);
  await expect(picker.getByTestId('gift-rose')).toContainText(fill(en.chat.price, { price: prices!.gift_credits }));
  await expect(a.page.getByTestId('conversation-fictional-warning')).toHaveText(prices!.fictional_warning);
  await shot(a.page, testInfo, 'chat-gifts-1280');
  await picker.getByTestId('gift-rose').click();
  const gift = fill(en.chat.gift_sent, { gift: en.gifts.rose });
  await expect(a.page.getByTestId('message').filter({ hasText: gift })).toBeVisible();
  await expect(a.page.getByTestId('conversation-credits')).toContainText(String(CREDITS - prices!.gift_credits));

  // A photo: sent from the file picker, shown as a thumbnail that opens the full image.
  await a.page.getByTestId('photo-input').setInputFiles({ name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  const photo = a.page.getByTestId('message').filter({ has: a.page.locator('.message__photo img') });
  await expect(photo).toHaveCount(1);
  await photo.getByRole('button').click();
  await expect(a.page.locator('.photo-viewer__image')).toBeVisible();
  await a.page.keyboard.press('Escape');

  // B's list names the photo; the conversation has both.
  await b.page.goto(`${site}/chats`);
  const item = b.page.getByTestId('chat-item').filter({ hasText: 'Harry' });
  await expect(item.getByTestId('chat-item-preview')).toHaveText(en.chat.preview_photo);
  await item.getByRole('link', { name: /Harry/ }).click();
  await expect(b.page.getByTestId('message').filter({ hasText: gift })).toBeVisible();
  await expect(b.page.locator('.message--photo img')).toHaveCount(1);

  // A goes offline; what B sends meanwhile arrives after reconnecting, in order, once.
  await a.page.context().setOffline(true);
  const replyBox = b.page.getByLabel(fill(en.chat.input_label, { name: 'Harry' }));
  for (const text of ['one', 'two', 'three']) {
    await replyBox.fill(`Offline ${text}`);
    await replyBox.press('Enter');
    await expect(b.page.getByTestId('message').filter({ hasText: `Offline ${text}` })).toBeVisible();
  }
  const texts = a.page.getByTestId('message').filter({ hasText: /^Offline/ });
  // Nothing reached A while the socket was down: what follows is the catch-up's doing.
  await a.page.waitForTimeout(1_000);
  await expect(texts).toHaveCount(0);
  await a.page.context().setOffline(false);
  await expect(texts).toHaveCount(3, { timeout: 30_000 });
  await expect(texts).toHaveText([/Offline one/, /Offline two/, /Offline three/]);

  // Without enough credits the send fails with the offer to buy credits and a retry.
  await sql(
    `INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) SELECT id, -credits, 'test_spend', $2 FROM users WHERE id = $1`,
    [a.id, `e2e-zero-${run}`],
  );
  await sql(`UPDATE users SET credits = 0 WHERE id = $1`, [a.id]);
  const input = a.page.getByLabel(fill(en.chat.input_label, { name: 'Emily' }));
  await input.fill('Shall we meet for coffee?');
  await input.press('Enter');
  const offer = a.page.getByTestId('send-problem-credits');
  await expect(offer).toContainText(fill(en.errors.not_enough_credits, { price: prices!.message_credits }));
  await expect(offer.getByTestId('buy-credits')).toHaveAttribute('href', '/credits');
  await expect(a.page.getByTestId('pending-message')).toHaveAttribute('data-status', 'failed');
  await shot(a.page, testInfo, 'chat-no-credits-1280');
  await a.page.setViewportSize({ width: 375, height: 760 });
  await shot(a.page, testInfo, 'chat-no-credits-375');

  // Credits back: the retry sends the same message once.
  await sql(`INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, 50, 'test_grant', $2)`, [
    a.id,
    `e2e-again-${run}`,
  ]);
  await sql(`UPDATE users SET credits = 50 WHERE id = $1`, [a.id]);
  await a.page.getByTestId('pending-retry').click();
  await expect(a.page.getByTestId('message').filter({ hasText: 'Shall we meet for coffee?' })).toHaveCount(1);
  await expect(a.page.getByTestId('pending-message')).toHaveCount(0);
  const [{ count }] = await sql<{ count: string }>(
    `SELECT count(*) FROM messages WHERE sender_id = $1 AND body = 'Shall we meet for coffee?'`,
    [a.id],
  );
  expect(Number(count)).toBe(1);

  // Blocking from the info menu ends the chat for both: A's list loses it, B has no access.
  const conversationUrl = b.page.url();
  await a.page.getByTestId('conversation-menu').click();
  await a.page.getByTestId('conversation-block').click();
  await a.page.getByTestId('block-confirm').click();
  await expect(a.page).toHaveURL(/\/chats$/);
  await expect(a.page.getByTestId('chats-empty')).toBeVisible();
  await b.page.goto(conversationUrl);
  // Blocking deleted the conversation: B is told so instead of seeing it.
  await expect(b.page.getByTestId('conversation-failed')).toContainText(en.errors.conversation_not_found);
  await expect(b.page.getByTestId('chat-item')).toHaveCount(0);
});

/** Resolves once; `open` is called by whoever the test waits on. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

// The race a busy machine showed: the chats list is refetched (a message from someone new)
// while the open conversation is being read; the list answer, counted before the read
// committed, arrives after it. Here that order is forced: the list's answer is taken from
// the server before the read may run and handed to the page only after the read's answer
// was applied. The open conversation must still end at zero unread.
test('an open conversation ends at zero unread when a list from before its read arrives after it', async ({ browser }) => {
  test.setTimeout(240_000);
  const run = Math.random().toString(36).slice(2, 8);
  const a = await member(browser, 'Harry', 'male', run);
  const b = await member(browser, 'Ivy', 'female', run);
  const c = await member(browser, 'Jack', 'male', run);
  const write = async (from: { page: Page }, body: string): Promise<number> => {
    const answer = await api(from.page, 'POST', '/api/chats/messages', { profile_id: b.id, client_id: randomUUID(), body });
    expect(answer.status, answer.text).toBe(201);
    return (JSON.parse(answer.text) as { message: { conversation: { id: number } } }).message.conversation.id;
  };

  // B has A's conversation open and read; the list beside it shows no unread.
  const conversationId = await write(a, 'First from Harry');
  // The periodic refresh refetches the member, the list and the likes 5 s after load and
  // then once a minute; it would replace the held answer below, so the test waits for the
  // first one (the member's second load) and runs before the next.
  let memberLoads = 0;
  b.page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/user.php') memberLoads += 1;
  });
  await b.page.goto(`${site}/chats/${conversationId}`);
  const item = b.page.getByTestId('chat-item').filter({ hasText: 'Harry' });
  await expect(b.page.getByTestId('message').filter({ hasText: 'First from Harry' })).toBeVisible();
  await expect(item.getByTestId('chat-item-unread')).toHaveCount(0);
  await expect.poll(() => memberLoads, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

  const listTaken = gate();
  const listRelease = gate();
  const staleSeen = gate();
  let heldList = false;
  await b.page.route('**/api/chats.php', async (route) => {
    if (heldList || route.request().method() !== 'GET') return route.continue();
    heldList = true;
    // Fetched from here, not by the browser: Node does not resolve *.localhost, so the
    // request goes to the loopback address with the site's host name.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const answer = await route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
    listTaken.open();
    await listRelease.promise;
    await route.fulfill({ response: answer });
  });
  let reads = 0;
  await b.page.route(`**/api/chats/${conversationId}/read`, async (route) => {
    reads += 1;
    // The first read commits only after the list was counted; later ones wait until the
    // test saw the stale list on screen, so that state cannot slip by unobserved.
    await (reads === 1 ? listTaken.promise : staleSeen.promise);
    await route.continue();
  });

  // A writes again: B's open conversation shows it and asks to read it (held).
  await write(a, 'Second from Harry');
  await expect(b.page.getByTestId('message').filter({ hasText: 'Second from Harry' })).toBeVisible();
  await expect(item.getByTestId('chat-item-unread')).toContainText('1');
  // C writes for the first time: B's list does not know that conversation and refetches;
  // the server counts A's message unread, as the read has not run yet.
  await write(c, 'Hello from Jack');
  // The read's answer clears A's count in the list.
  await expect(item.getByTestId('chat-item-unread')).toHaveCount(0);
  // Now the list answer from before the read arrives: A's count is back on screen ...
  listRelease.open();
  await expect(b.page.getByTestId('chat-item').filter({ hasText: 'Jack' })).toBeVisible();
  await expect(item.getByTestId('chat-item-unread')).toContainText('1');
  staleSeen.open();
  // ... and the open conversation brings it back to zero; only C's message is unread.
  await expect(item.getByTestId('chat-item-unread')).toHaveCount(0);
  await expect(b.page).toHaveTitle(/^\(1\) /);
});
