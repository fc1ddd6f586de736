import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import { createMember, fill, grantCredits, MEMBER_PASSWORD, memberContext, sql } from '../support/fixtures';
import { liveConnection, recordLiveTraffic } from '../support/live-traffic';

// Likes and matches live between two members, each in their own browser: A likes B from B's
// page; B sees the Likes badge, the title counter and "New like!" arrive without a reload;
// opening A clears the mark; B likes back and both see the match; B's matches list shows A;
// A writes from the match modal, which lights B's Messages badge and title; B opens the chat,
// A sees it read; B types and replies, and A sees both live. Runs on the Italian site (plain localhost).

interface Member {
  id: number;
  name: string;
  context: BrowserContext;
  page: Page;
}

/** A confirmed Italian member, logged in through the API in a browser context of their own. */
async function newMember(browser: Browser, baseURL: string, name: string, run: string): Promise<Member> {
  const email = `e2e-likes-${run}-${name.toLowerCase()}@example.com`;
  const id = await createMember({
    email,
    name,
    gender: 'female',
    country: 'IT',
    language: 'it',
    sexuality: 'bi',
    city: 'Bologna',
    dateOfBirth: '1988-05-04',
  });
  const context = await memberContext(browser, { baseURL });
  const login = await context.request.post('/api/user.php', { data: { email, password: MEMBER_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return { id, name, context, page: await context.newPage() };
}

const likesBadge = (page: Page) => page.locator('#top-bar-nav').getByTestId('likes-badge');
const messagesBadge = (page: Page) => page.locator('#top-bar-nav').getByTestId('messages-badge');
const modal = (page: Page) => page.getByTestId('match-modal');

test('a like and a like back reach both members live, then they chat: badge, title, New like!, the match, messages, typing and read state', async ({
  browser,
  baseURL,
}) => {
  // Two browsers and a dozen live round trips: more than the default two minutes on a busy machine.
  test.setTimeout(240_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const a = await newMember(browser, baseURL!, `Aldo${run}`, run);
  const b = await newMember(browser, baseURL!, `Bice${run}`, run);
  // Credits for one message and a bit for A, one message for B, written in the database before
  // either page loads (the composer reads the balance it loaded; a grant in the database sends
  // no live update, unlike a purchase).
  const [{ message_credits: price }] = await sql<{ message_credits: number }>(
    `SELECT message_credits FROM sites WHERE 'IT' = ANY(countries)`,
    [],
  );
  await grantCredits(a.id, price! + 5, `e2e-likes-${run}`);
  await grantCredits(b.id, price!, `e2e-likes-${run}-b`);
  const traffic = [recordLiveTraffic(a.page, 'A'), recordLiveTraffic(b.page, 'B')];

  try {
    // B waits on the likes page with nothing new yet.
    const bLive = liveConnection(b.page);
    await b.page.goto('/likes');
    await expect(b.page).toHaveURL(/\/likes\/received$/);
    await expect(b.page.getByTestId('likes-empty')).toContainText(it.likes.empty_received_title);
    await expect(b.page.getByRole('link', { name: it.likes.tab_received })).toHaveAttribute('aria-current', 'page');
    await expect(likesBadge(b.page)).toHaveCount(0);
    await expect(b.page.locator('#top-bar-nav').getByTestId('nav-messages')).toHaveAttribute('href', '/chats');
    await expect(b.page).not.toHaveTitle(/^\(\d+\) /);

    // A likes B from B's page, once B's page is live (it connects once shown).
    await bLive;
    const aLive = liveConnection(a.page);
    await a.page.goto(`/members/${b.id}`);
    await a.page.getByTestId('member-action-like').click();
    await expect(a.page.getByTestId('member-action-unlike')).toBeVisible();

    // B: badge, title and the modal, all without a reload.
    await expect(likesBadge(b.page)).toHaveAttribute('data-count', '1');
    await expect(likesBadge(b.page)).toContainText(fill(it.nav.likes_badge, { number: 1 }));
    await expect(b.page).toHaveTitle(/^\(1\) /);
    await expect(modal(b.page)).toContainText(it.match_modal.title);
    await expect(modal(b.page)).toContainText(fill(it.match_modal.like_text, { name: a.name }));
    // The list behind it has A, marked new, leading to /likes/m/{id}.
    const card = b.page.getByTestId('likes-list-received').locator(`[data-member-id="${a.id}"]`);
    await expect(card.getByTestId('like-new')).toBeVisible();
    await expect(card.getByRole('link', { name: a.name })).toHaveAttribute('href', `/likes/m/${a.id}`);

    // The modal's button opens A's profile; that clears the mark, the badge and the counter.
    await modal(b.page).getByTestId('match-modal-open').click();
    await expect(b.page).toHaveURL(new RegExp(`/likes/m/${a.id}$`));
    await expect(modal(b.page)).toBeHidden();
    await expect(likesBadge(b.page)).toHaveCount(0);
    await expect(b.page).not.toHaveTitle(/^\(\d+\) /);

    // B likes back: a match for both. A's page must be live by then: it opens its connection once
    // shown, and a match sent before that reaches no open page (A, who liked at once, sees it listed).
    await aLive;
    await b.page.getByTestId('member-action-like').click();
    await expect(modal(b.page)).toContainText(it.match_modal.match_title);
    await expect(modal(b.page)).toContainText(fill(it.match_modal.match_text, { name: a.name }));
    await expect(modal(a.page)).toContainText(it.match_modal.match_title);
    await expect(modal(a.page)).toContainText(fill(it.match_modal.match_text, { name: b.name }));
    await expect(modal(a.page).getByTestId('match-modal-chat')).toHaveAttribute('href', `/members/${b.id}/chat`);
    // A was liked back: A's counters show it too.
    await expect(likesBadge(a.page)).toHaveAttribute('data-count', '1');
    await expect(a.page).toHaveTitle(/^\(1\) /);

    // A click closes it; B's matches list has A.
    await modal(b.page)
      .locator('.modal-body')
      .click({ position: { x: 5, y: 5 } });
    await expect(modal(b.page)).toBeHidden();
    await b.page.getByTestId('nav-likes').click();
    await b.page.getByTestId('likes-tab-matches').click();
    await expect(b.page).toHaveURL(/\/likes\/matches$/);
    await expect(b.page.getByTestId('likes-list-matches').locator(`[data-member-id="${a.id}"]`)).toContainText(a.name);

    // A writes to B from the match modal (with the credits granted at the start): B's Messages
    // badge and title count it, A's credits follow the server's counter, all without a reload.
    await modal(a.page).getByTestId('match-modal-chat').click();
    await expect(a.page).toHaveURL(new RegExp(`/members/${b.id}/chat$`));
    // An empty conversation offers opening lines first; A writes their own.
    await a.page.getByTestId('icebreaker-own').click();
    await expect(a.page.getByTestId('icebreakers')).toBeHidden();
    await expect(a.page.getByTestId('send-message')).toHaveText(fill(it.chat.send_price, { price }));
    const aInput = a.page.getByLabel(fill(it.chat.input_label, { name: b.name }));
    await aInput.fill('Ciao!');
    await aInput.press('Enter');
    await expect(a.page.getByTestId('message').filter({ hasText: 'Ciao!' })).toBeVisible();
    await expect(messagesBadge(b.page)).toHaveAttribute('data-count', '1');
    await expect(messagesBadge(b.page)).toContainText(fill(it.nav.messages_badge, { number: 1 }));
    await expect(b.page).toHaveTitle(/^\(1\) /);
    await expect(a.page.getByTestId('conversation-credits')).toHaveText(/(^|\D)5(\D|$)/);

    // B opens the chat from the menu: the message is there, read, and the counters clear;
    // A sees the read state without a reload.
    await b.page.getByTestId('nav-messages').click();
    await b.page
      .getByTestId('chat-item')
      .filter({ hasText: a.name })
      .getByRole('link', { name: new RegExp(a.name) })
      .click();
    await expect(b.page.getByTestId('message').filter({ hasText: 'Ciao!' })).toBeVisible();
    await expect(messagesBadge(b.page)).toHaveCount(0);
    await expect(b.page).not.toHaveTitle(/^\(\d+\) /);
    await expect(a.page.getByTestId('message-read')).toHaveText(new RegExp(it.chat.read));

    // B types and A sees it; B's reply arrives at A live and is read at once, as A has the
    // conversation open.
    const bInput = b.page.getByLabel(fill(it.chat.input_label, { name: a.name }));
    await bInput.pressSequentially('Ciao Aldo', { delay: 30 });
    await expect(a.page.getByTestId('partner-typing')).toHaveText(fill(it.chat.typing, { name: b.name }));
    await bInput.press('Enter');
    await expect(a.page.getByTestId('message').filter({ hasText: 'Ciao Aldo' })).toBeVisible();
    await expect(a.page.getByTestId('partner-typing')).toHaveText('');
    await expect(b.page.getByTestId('message-read')).toBeVisible();

    // The like modal: with ?t=1, a second later A is shown B's still unseen like, and t
    // leaves the URL without a new history entry.
    await a.page.goto('/likes/sent?t=1');
    const entries = await a.page.evaluate(() => window.history.length);
    await expect(modal(a.page)).toContainText(it.match_modal.title);
    await expect(modal(a.page)).toContainText(fill(it.match_modal.like_text, { name: b.name }));
    await expect(modal(a.page).getByTestId('match-modal-photo')).toHaveAttribute('href', `/likes/m/${b.id}`);
    await expect(a.page).toHaveURL(/\/likes\/sent$/);
    expect(await a.page.evaluate(() => window.history.length)).toBe(entries);

    // A like that arrives mid-conversation gets its modal over the chat too.
    const aLiveInChat = liveConnection(a.page);
    await a.page.goto(`/members/${b.id}/chat`);
    await expect(a.page.getByTestId('message').filter({ hasText: 'Ciao Aldo' })).toBeVisible();
    const c = await newMember(browser, baseURL!, `Ciro${run}`, run);
    try {
      await aLiveInChat;
      await c.page.goto(`/members/${a.id}`);
      await c.page.getByTestId('member-action-like').click();
      await expect(modal(a.page)).toContainText(fill(it.match_modal.like_text, { name: c.name }));
      await expect(a.page).toHaveURL(new RegExp(`/members/${b.id}/chat$`));
      await a.page.screenshot({ path: test.info().outputPath('like-modal-over-chat-1280.png') });
      await modal(a.page).getByRole('button', { name: it.common.close }).click();
      await expect(modal(a.page)).toBeHidden();
    } finally {
      await c.context.close();
    }

    // Only the three lists exist.
    await b.page.goto('/likes/favourites');
    await expect(b.page.getByText(it.error_page.not_found)).toBeVisible();
  } catch (error) {
    // Printed, so a failure in CI shows which events each page got and what it asked for.
    console.log(
      `live traffic of A (${a.id}) and B (${b.id}):\n${traffic
        .flatMap((lines) => lines())
        // By time only (stable): each page's lines stay in the order they came.
        .sort((x, y) => x.slice(0, 12).localeCompare(y.slice(0, 12)))
        .join('\n')}`,
    );
    throw error;
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('a long likes list shows its newest 200 and loads older ones on request', async ({ browser, baseURL }) => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const me = await newMember(browser, baseURL!, `Dora${run}`, run);
  try {
    // 205 members liked Dora, one a minute: the oldest five are beyond the first page.
    await sql(
      `WITH likers AS (
         INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality, city)
         SELECT 'e2e-likes-many-' || $2 || '-' || g || '@example.com', 'x', 'Liker' || g, DATE '1990-01-01', 'active', 'it',
                (SELECT site_id FROM users WHERE id = $1), 'IT', 'male', 'hetero', 'Bologna'
           FROM generate_series(1, 205) g RETURNING id, name
       )
       INSERT INTO likes (liker_id, liked_id, like_new, created_at)
       SELECT id, $1, false, now() - make_interval(mins => substr(name, 6)::int) FROM likers`,
      [me.id, run],
    );
    await me.page.goto('/likes/received');
    const list = me.page.getByTestId('likes-list-received');
    await expect(list.locator('[data-member-id]')).toHaveCount(200);
    await expect(list).toContainText('Liker200');
    await expect(list).not.toContainText('Liker201');
    await me.page.getByTestId('likes-more').scrollIntoViewIfNeeded();
    await me.page.screenshot({ path: test.info().outputPath('likes-more-button-1280.png') });
    await me.page.getByTestId('likes-more').click();
    await expect(list.locator('[data-member-id]')).toHaveCount(205);
    await list.locator('[data-member-id]').last().scrollIntoViewIfNeeded();
    await expect(list.locator('[data-member-id]').last()).toContainText('Liker205');
    await expect(me.page.getByTestId('likes-more')).toHaveCount(0);
    await me.page.screenshot({ path: test.info().outputPath('likes-older-loaded-1280.png') });
  } finally {
    await me.context.close();
  }
});
