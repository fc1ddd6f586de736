import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, logIn, memberContext, siteOrigin, sql } from '../support/fixtures';
import { holdAppEntry } from '../support/held-entry';
import en from '../../shared/src/i18n/en.json' with { type: 'json' };

// Opening a conversation at /chats/$id: the route asks for the chats list and the newest
// messages at the same time, and the conversation opens with that one page of messages (no
// second request for the same window once the list has told the last seq). Older messages
// come on request; a free member sees the newest ones only (docs/product.md#chats).

const site = siteOrigin('gb');
const MESSAGES = 60;
const OPENING_WINDOW = 50;
/** FREE_HISTORY_MESSAGES of shared/src/chats/chat-dto.ts (not imported: it brings class-validator). */
const FREE_HISTORY = 20;

/** A confirmed English member on the GB site. */
function gbMember(name: string, gender: 'male' | 'female', run: string): Promise<number> {
  return createMember({
    email: `e2e-opening-${name.toLowerCase()}-${run}@example.com`,
    name,
    gender,
    country: 'GB',
    language: 'en',
    sexuality: 'hetero',
    city: 'Leeds',
    dateOfBirth: '1986-03-09',
  });
}

/**
 * A conversation of MESSAGES messages from `writer` to `reader`, written into the database (the
 * sends' rate limit would make the test wait a minute); the reader has read them all.
 */
async function longConversation(writer: number, reader: number): Promise<number> {
  const [a, b] = writer < reader ? [writer, reader] : [reader, writer];
  const [row] = await sql<{ id: number }>(
    `INSERT INTO conversations (user_a_id, user_b_id, started_by, last_seq, last_message_at, a_read_seq, b_read_seq)
     VALUES ($1, $2, $3, $4, now(), $4, $4) RETURNING id`,
    [a, b, writer, MESSAGES],
  );
  await sql(
    `INSERT INTO messages (conversation_id, seq, sender_id, client_id, body, cost, created_at)
     SELECT $1, seq, $2, gen_random_uuid(), 'Message ' || seq, 0, now() - make_interval(secs => $3::int - seq)
     FROM generate_series(1, $3::int) AS seq`,
    [row!.id, writer, MESSAGES],
  );
  return row!.id;
}

/** Oscar, logged in, and his long conversation with Amelia (read to the end). */
async function oscarWithLongConversation(browser: Browser): Promise<{ page: Page; conversationId: number }> {
  const run = Math.random().toString(36).slice(2, 8);
  const writer = await gbMember('Amelia', 'female', run);
  const reader = await gbMember('Oscar', 'male', run);
  const conversationId = await longConversation(writer, reader);
  const page = await (await memberContext(browser)).newPage();
  await page.goto(`${site}/`);
  await logIn(page, `e2e-opening-oscar-${run}@example.com`);
  return { page, conversationId };
}

/** The messages requests of a conversation a page makes, as their query strings, in order. */
function watchMessageReads(page: Page, conversationId: number): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === `/api/chats/${conversationId}/messages`) reads.push(url.search);
  });
  return reads;
}

const seqsShown = (page: Page) =>
  page.getByTestId('message').evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-seq'))));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

test('a conversation opens with its newest messages in one request, older ones on request, a free member the newest only', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const run = Math.random().toString(36).slice(2, 8);
  const writer = await gbMember('Olivia', 'female', run);
  const reader = await gbMember('Noah', 'male', run);
  await sql(`UPDATE users SET paid_user = true WHERE id = $1`, [reader]);
  const conversationId = await longConversation(writer, reader);

  const page = await (await memberContext(browser)).newPage();
  await page.goto(`${site}/`);
  await logIn(page, `e2e-opening-noah-${run}@example.com`);
  const reads = watchMessageReads(page, conversationId);

  // A first visit straight to the conversation.
  await page.goto(`${site}/chats/${conversationId}`);
  await expect(page.getByTestId('message').last()).toContainText(`Message ${MESSAGES}`);
  await expect.poll(() => seqsShown(page)).toEqual(range(MESSAGES - OPENING_WINDOW + 1, MESSAGES));
  // The opening page is the first read; nothing else asked for that window (a read after the
  // last seq may follow once the live connection is up: that is catch-up).
  expect(reads[0]).toBe(`?latest=${OPENING_WINDOW}`);
  expect(reads.filter((search) => search.includes('latest'))).toHaveLength(1);
  expect(reads.filter((search) => !search.includes('latest') && !search.includes(`after_seq=${MESSAGES}`))).toEqual([]);

  // Older messages on request, down to the first.
  await page.getByTestId('messages-earlier').click();
  await expect.poll(() => seqsShown(page)).toEqual(range(1, MESSAGES));
  await expect(page.getByTestId('messages-earlier')).toHaveCount(0);
  await expect(page.getByTestId('older-hidden')).toHaveCount(0);

  // As a free member, from the list: the newest messages only, a new opening read (the first
  // page opened its conversation once), and nothing earlier to ask for.
  await sql(`UPDATE users SET paid_user = false WHERE id = $1`, [reader]);
  await page.goto(`${site}/chats`);
  reads.length = 0;
  await page
    .getByTestId('chat-item')
    .filter({ hasText: 'Olivia' })
    .getByRole('link', { name: /Olivia/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/chats/${conversationId}$`));
  await expect(page.getByTestId('older-hidden')).toBeVisible();
  await expect.poll(() => seqsShown(page)).toEqual(range(MESSAGES - FREE_HISTORY + 1, MESSAGES));
  await expect(page.getByTestId('messages-earlier')).toHaveCount(0);
  expect(reads.filter((search) => search.includes('latest'))).toEqual([`?latest=${OPENING_WINDOW}`]);
});

test('a first visit to a conversation asks for the list, the newest messages and the catalog’s first and chat parts before the app has arrived, each once', async ({
  browser,
}) => {
  const { page, conversationId } = await oscarWithLongConversation(browser);

  // The app's entry is held back: what is asked for meanwhile was asked for by index.html's boot script.
  const { asked, release: releaseEntry } = await holdAppEntry(page);
  const opened = page.goto(`${site}/chats/${conversationId}`);
  const early = [
    '/api/chats.php',
    `/api/chats/${conversationId}/messages?latest=${OPENING_WINDOW}`,
    '/assets/catalog-en-first-',
    '/assets/catalog-en-chat-',
  ];
  await expect.poll(() => early.filter((start) => asked.some((path) => path.startsWith(start))), { timeout: 15_000 }).toEqual(early);
  // And the page's stylesheet, which the router would ask for only once the page's code had run.
  expect(asked.some((path) => /^\/assets\/chat-screens-[\w-]+\.css$/.test(path))).toBe(true);
  // The rest of the catalog waits until the conversation has been drawn.
  expect(asked.filter((path) => path.startsWith('/assets/catalog-en-rest-'))).toEqual([]);
  releaseEntry();
  await opened;
  await expect(page.getByTestId('message').last()).toContainText(`Message ${MESSAGES}`);
  // The app used those answers rather than asking again.
  for (const start of early) expect(asked.filter((path) => path.startsWith(start))).toHaveLength(1);
});

test('a conversation draws with the catalog’s first and chat parts alone', async ({ browser }) => {
  const { page, conversationId } = await oscarWithLongConversation(browser);
  // The rest of the catalog never arrives: whatever the chat screens say must be in the first two parts.
  await page.route('**/assets/catalog-*-rest-*.js', (route) => route.abort());
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site}/chats/${conversationId}`);
    await expect(page.getByTestId('message').last()).toContainText(`Message ${MESSAGES}`);
    await expect(page.getByTestId('message-input')).toBeVisible();
    expect(await untranslatedKeys(page)).toEqual([]);
  }
  await page.goto(`${site}/chats`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await untranslatedKeys(page)).toEqual([]);
});

/** Catalog texts left as keys ("chat.send") anywhere in the page's visible text. */
async function untranslatedKeys(page: Page): Promise<string[]> {
  const groups = Object.keys(en).join('|');
  const text = await page.locator('body').innerText();
  return [...text.matchAll(new RegExp(`\\b(?:${groups})\\.[a-z0-9_.]+`, 'g'))].map((match) => match[0]);
}

test('a long conversation opens at its newest message, and the composer is one line until it holds more', async ({ browser }) => {
  test.setTimeout(240_000);
  const { page, conversationId } = await oscarWithLongConversation(browser);
  await page.goto(`${site}/chats/${conversationId}`);
  await expect(page.getByTestId('message').last()).toContainText(`Message ${MESSAGES}`);
  // The list scrolls itself to the end (in the frame after it renders, not inside the render).
  const scroller = page.locator('.message-scroller');
  await expect.poll(() => scroller.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight)).toBeLessThan(2);
  expect(await scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expect(page.getByTestId('message').last()).toBeInViewport();

  // Empty, the composer is the height of its one row, unmeasured; it grows with lines and
  // returns to that height when emptied (a measured line may round to the next pixel).
  const input = page.getByTestId('message-input');
  const height = () => input.evaluate((element) => element.getBoundingClientRect().height);
  const oneLine = await height();
  const offOneLine = async () => Math.abs((await height()) - oneLine);
  await input.fill('one\ntwo\nthree\nfour');
  await expect.poll(height).toBeGreaterThan(oneLine * 2);
  await input.fill('');
  await expect.poll(offOneLine).toBeLessThan(1);
  await input.fill('one line');
  await expect.poll(offOneLine).toBeLessThan(1);
});
