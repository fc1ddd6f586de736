import { expect, test, type Page } from '@playwright/test';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import { expectAccessible } from '../support/axe';
import { api, createMember, fill, MEMBER_PASSWORD, memberContext, sql } from '../support/fixtures';
import { liveConnection } from '../support/live-traffic';

// The swipe game on the Italian site (plain localhost): a member likes four women (by button,
// arrow key and a mouse drag, with a skip in between), meets the day's limit with its countdown
// to midnight in Rome, and sees the match when one of the women likes back from her own browser.
// The women are written into the database with photos of the demo data, newest, so they are the
// first cards (members with a photo come first, newest first).

const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function italianWomen(tag: string, count: number): Promise<Array<{ id: number; email: string; name: string }>> {
  const made: Array<{ id: number; email: string; name: string }> = [];
  const [photo] = await sql<{ filename: string; thumb_filename: string }>(
    `SELECT filename, thumb_filename FROM photos WHERE status = 'active' ORDER BY id LIMIT 1`,
  );
  for (let i = 0; i < count; i += 1) {
    const email = `e2e-swipe-${tag}-${i}@example.com`;
    const name = `Giulia${tag.slice(-4)}${i}`;
    const id = await createMember({
      email,
      name,
      gender: 'female',
      country: 'IT',
      language: 'it',
      sexuality: 'hetero',
      city: 'Bologna',
      dateOfBirth: '1994-03-12',
    });
    if (photo) {
      await sql(`INSERT INTO photos (user_id, filename, thumb_filename, status, position) VALUES ($1, $2, $3, 'active', 0)`, [
        id,
        photo.filename,
        photo.thumb_filename,
      ]);
    }
    made.push({ id, email, name });
  }
  return made;
}

const card = (page: Page) => page.getByTestId('swipe-card');
const cardId = async (page: Page): Promise<number> => Number(await card(page).getAttribute('data-member-id'));

/** Waits until a different card than `previous` is on offer and answers its id. */
async function nextCardAfter(page: Page, previous: number): Promise<number> {
  await expect(card(page)).not.toHaveAttribute('data-member-id', String(previous));
  await expect(card(page)).toBeVisible();
  return cardId(page);
}

test('likes four times, meets the limit with a countdown, and sees the match when a liked member likes back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = run();
  const women = await italianWomen(tag, 6);
  const playerEmail = `e2e-swipe-${tag}-player@example.com`;
  const playerId = await createMember({
    email: playerEmail,
    name: `Marco${tag.slice(-4)}`,
    gender: 'male',
    country: 'IT',
    language: 'it',
    sexuality: 'hetero',
    city: 'Bologna',
    dateOfBirth: '1990-06-01',
  });

  const context = await memberContext(browser, { baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  const login = await api(page, 'POST', '/api/user.php', { email: playerEmail, password: MEMBER_PASSWORD });
  expect(login.status, login.text).toBe(200);

  // The game is reached from the likes page.
  await page.goto('/likes/received');
  await page.getByTestId('play-swipe-game').click();
  await expect(page).toHaveURL(/\/swipe-game$/);
  await expect(page.getByRole('heading', { level: 1, name: it.swipe_game.title })).toBeVisible();
  await expect(page.getByTestId('swipe-likes-left')).toHaveText(fill(it.swipe_game.likes_left, { left: 4, total: 4 }));
  await expect(page).toHaveTitle(new RegExp(`^${it.swipe_game.title}`));
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/h1-shots/swipe-card-1280.png', fullPage: true });

  const newest = [...women].reverse().map((w) => w.id);
  const liked: number[] = [];
  let current = await cardId(page);
  expect(current).toBe(newest[0]);

  // 1: the Like button.
  liked.push(current);
  await page.getByRole('button', { name: it.swipe_game.like }).click();
  current = await nextCardAfter(page, current);
  await expect(page.getByTestId('swipe-likes-left')).toHaveText(fill(it.swipe_game.likes_left, { left: 3, total: 4 }));

  // A skip with the left arrow key: no like spent.
  const skipped = current;
  await page.keyboard.press('ArrowLeft');
  current = await nextCardAfter(page, current);
  await expect(page.getByTestId('swipe-likes-left')).toHaveText(fill(it.swipe_game.likes_left, { left: 3, total: 4 }));

  // 2: the right arrow key.
  liked.push(current);
  await page.keyboard.press('ArrowRight');
  current = await nextCardAfter(page, current);

  // 3: a drag to the right with the mouse (pointer events).
  liked.push(current);
  const face = card(page).locator('.swipe-card__face');
  await face.scrollIntoViewIfNeeded();
  const box = (await face.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width / 2 + step * 30, y);
  await page.mouse.up();
  current = await nextCardAfter(page, current);
  await expect(page.getByTestId('swipe-likes-left')).toHaveText(fill(it.swipe_game.likes_left, { left: 1, total: 4 }));

  // A short drag springs back: the same card stays.
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 20, y);
  await page.mouse.up();
  await expect(card(page)).toHaveAttribute('data-member-id', String(current));

  // 4: the button again; the allowance is spent and the game stops with its countdown.
  liked.push(current);
  await page.getByRole('button', { name: it.swipe_game.like }).click();
  const limit = page.getByTestId('swipe-limit');
  await expect(limit).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  await expect(limit).toContainText(it.swipe_game.limit_likes);
  await expect(page.getByTestId('swipe-likes-left')).toHaveText(fill(it.swipe_game.likes_left, { left: 0, total: 4 }));
  const countdown = page.getByTestId('swipe-countdown');
  await expect(countdown).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  // It ticks, and it counts to the next midnight in Rome (the member's zone).
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!);
  const [h, m, s] = (await countdown.textContent())!.split(':').map(Number);
  const shownMs = ((h! * 60 + m!) * 60 + s!) * 1000;
  const romeMidnight = await page.evaluate(() => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Rome',
      hourCycle: 'h23',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date())
      .reduce<Record<string, number>>((all, p) => ({ ...all, [p.type]: Number(p.value) }), {});
    return (24 * 3600 - ((parts.hour! * 60 + parts.minute!) * 60 + parts.second!)) * 1000;
  });
  expect(Math.abs(shownMs - romeMidnight)).toBeLessThan(5000);
  await expect(limit).toContainText(fill(it.swipe_game.reset_note, { zone: 'Europe/Rome' }));

  // The four likes are ordinary likes, the skipped woman has none.
  const rows = await sql<{ liked_id: number }>(`SELECT liked_id FROM likes WHERE liker_id = $1 ORDER BY liked_id`, [playerId]);
  expect(rows.map((r) => r.liked_id)).toEqual([...liked].sort((a, b) => a - b));
  expect(liked).not.toContain(skipped);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/h1-shots/swipe-limit-1280.png', fullPage: true });

  // A reload still shows the limit: the server keeps the count.
  // Live again before she likes back: Socket.IO's connect answer ("40…") arrives on the new page's
  // socket. Listened for from the socket's first moment: it can arrive before the limit shows.
  const live = liveConnection(page);
  await page.reload();
  await expect(page.getByTestId('swipe-limit')).toBeVisible();
  await live;

  // One of the liked women likes back from her own browser: the player sees the match at once.
  const her = women.find((w) => w.id === liked[1])!;
  const herContext = await memberContext(browser, { baseURL });
  const herLogin = await herContext.request.post('/api/user.php', { data: { email: her.email, password: MEMBER_PASSWORD } });
  expect(herLogin.status(), await herLogin.text()).toBe(200);
  const likeBack = await herContext.request.post('/api/likes', { data: { profile_id: playerId }, headers: { 'x-amoretto-client': 'web' } });
  expect(likeBack.status(), await likeBack.text()).toBe(200);
  const modal = page.getByTestId('match-modal');
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal).toContainText(it.match_modal.match_title);
  await expect(page.getByTestId('match-modal-text')).toHaveText(fill(it.match_modal.match_text, { name: her.name }));
  await page.screenshot({ path: '/tmp/h1-shots/swipe-match-1280.png' });

  // The phone layout: the limit screen fits 375 px without sideways scrolling.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/swipe-game');
  await expect(page.getByTestId('swipe-limit')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: '/tmp/h1-shots/swipe-limit-375.png', fullPage: true });

  await herContext.close();
  await context.close();
});

test('shows a card at 375 px with working buttons, and sends visitors to log in', async ({ browser, baseURL }) => {
  const tag = run();
  await italianWomen(tag, 1);
  const email = `e2e-swipe-${tag}-phone@example.com`;
  await createMember({
    email,
    name: `Luca${tag.slice(-4)}`,
    gender: 'male',
    country: 'IT',
    language: 'it',
    sexuality: 'hetero',
    city: 'Bologna',
    dateOfBirth: '1985-02-02',
  });
  const context = await memberContext(browser, { baseURL });
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 740 });

  await page.goto('/swipe-game');
  await expect(page).toHaveURL(/\/login\?redirect=/);

  const login = await api(page, 'POST', '/api/user.php', { email, password: MEMBER_PASSWORD });
  expect(login.status, login.text).toBe(200);
  await page.goto('/swipe-game');
  await expect(card(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: '/tmp/h1-shots/swipe-card-375.png', fullPage: true });
  // The buttons are reachable and work on a phone (the page's banners may push them below the fold).
  const first = await cardId(page);
  const skip = page.getByRole('button', { name: it.swipe_game.skip });
  await skip.scrollIntoViewIfNeeded();
  await expect(skip).toBeInViewport();
  await skip.click();
  await nextCardAfter(page, first);
  await page.screenshot({ path: '/tmp/h1-shots/swipe-card-375-viewport.png' });
  await context.close();
});
