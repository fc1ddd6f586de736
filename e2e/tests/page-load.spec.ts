import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import nl from '../../shared/src/i18n/nl.json' with { type: 'json' };
import { logIn, memberContext, siteOrigin, uploadPhoto, utrechtMember } from '../support/fixtures';
import { holdAppEntry } from '../support/held-entry';
import { PHOTO } from '../support/test-photo';

// How the first pages behave while they load: nothing the member reads moves when the offer
// arrives, the first result photos are fetched at once, and the top bar's menus (our own, not
// react-bootstrap's) work with mouse and keyboard.

const site = siteOrigin('nl');

declare global {
  interface Window {
    layoutShifts: { value: number; hadRecentInput: boolean }[];
  }
}

/** Joost, a new member in Utrecht, logged in on a page of the given width. */
async function newMemberPage(browser: Browser, width: number, run: string): Promise<Page> {
  const email = `e2e-load-${run}@example.com`;
  await utrechtMember({ email, name: 'Joost', gender: 'male', dateOfBirth: '1985-05-05' });
  const page = await (await memberContext(browser)).newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${site}/`);
  await logIn(page, email);
  return page;
}

/** Women of 70 with a photo: an age no other test uses, so a search for it lists them first. */
async function womenWithPhotos(browser: Browser, run: string): Promise<void> {
  for (const name of ['Fleur', 'Iris']) {
    const email = `e2e-load-${name.toLowerCase()}-${run}@example.com`;
    await utrechtMember({ email, name, gender: 'female', dateOfBirth: `${new Date().getFullYear() - 71}-01-01` });
    const context = await memberContext(browser);
    const page = await context.newPage();
    await page.goto(`${site}/`);
    await logIn(page, email);
    await uploadPhoto(page, PHOTO);
    await context.close();
  }
}

test('the members page holds still while the offer arrives, and the first photos load at once', async ({ browser }) => {
  const run = randomUUID().slice(0, 8);
  await womenWithPhotos(browser, run);
  const page = await newMemberPage(browser, 375, run);
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        window.layoutShifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${site}/members?gender=female&age=range&min_age=70&max_age=71`);
  // A new member who has not bought yet has the welcome offer; it is asked for after the page draws.
  const bar = page.getByTestId('offer-banner');
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('search-results').getByTestId('member-card').first()).toBeVisible();
  await page.waitForFunction(() => !document.querySelector('.loading-bar--running'));

  const shift = await page.evaluate(() =>
    window.layoutShifts.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0),
  );
  expect(shift).toBeLessThan(0.01);
  // The bar sits on the bottom edge of the screen, over the page rather than above it.
  const box = await bar.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.round(box!.y + box!.height)).toBe(800);

  // Photos of the first cards are fetched at once and first; the rest wait until scrolled to.
  const loading = await page
    .getByTestId('search-results')
    .getByTestId('member-card')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('img.member-avatar--photo')?.getAttribute('loading') ?? null));
  const withPhotos = loading.map((value, index) => ({ value, index })).filter((card) => card.value !== null);
  expect(withPhotos.length).toBeGreaterThan(0);
  // The first row of the phone's two columns (search/first-photos.ts).
  for (const card of withPhotos) expect(card.value).toBe(card.index < 2 ? 'eager' : 'lazy');
});

test('a member’s page waits for the session answer: it never shows the visitor’s version first', async ({ browser }) => {
  const page = await newMemberPage(browser, 375, randomUUID().slice(0, 8));
  // The session answer is slow; everything else arrives as usual.
  await page.route('**/api/user.php?optional=1', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript((visitorText) => {
    const seen = { visitor: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(visitorText)) seen.visitor = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, nl.search.intro_visitor);
  await page.goto(`${site}/members?gender=female`);
  await expect(page.getByText(nl.search.intro_member.replace('{{name}}', 'Joost'))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seen: { visitor: boolean } }).seen.visitor)).toBe(false);
});

test('the account menu and the phone menu work with the keyboard', async ({ browser }) => {
  const page = await newMemberPage(browser, 1280, randomUUID().slice(0, 8));
  await page.goto(`${site}/members`);
  const toggle = page.getByTestId('account-menu');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Arrow down opens the menu on its first item; arrows move; Escape closes and returns focus.
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('my-profile-link')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: nl.nav.settings })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('logout')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('logout')).toBeHidden();
  await expect(toggle).toBeFocused();

  // A click elsewhere closes it; choosing an item follows it and closes it.
  await toggle.click();
  await expect(page.getByTestId('logout')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('logout')).toBeHidden();
  await toggle.click();
  await page.getByTestId('my-profile-link').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('my-profile-link')).toBeHidden();

  // On a phone the menu button says whether the menu is open, and following a link closes it.
  await page.setViewportSize({ width: 375, height: 800 });
  const menu = page.locator('button.navbar-toggler');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('nav-messages')).toBeHidden();
  await menu.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('nav-messages').click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(page.getByTestId('nav-messages')).toBeHidden();
});

/** Catalog texts left as keys ("home.hero_title") anywhere in the page's visible text. */
async function untranslatedKeys(page: Page): Promise<string[]> {
  const groups = Object.keys(nl).join('|');
  const text = await page.locator('body').innerText();
  return [...text.matchAll(new RegExp(`\\b(?:${groups})\\.[a-z0-9_.]+`, 'g'))].map((match) => match[0]);
}

test('a first visit asks for its settings, session, catalog, page code and styles, first results and their photos, and the offer bar’s reads before the app has arrived, each once, and the live connection’s code only after the page has drawn', async ({
  browser,
}) => {
  const run = randomUUID().slice(0, 8);
  await womenWithPhotos(browser, run);
  const member = await newMemberPage(browser, 1280, run);
  const page = await member.context().newPage();
  // The app's entry is held back: what is asked for meanwhile was asked for by index.html's boot script.
  const { asked, release: releaseEntry } = await holdAppEntry(page);
  const results = page.waitForResponse((response) => response.url().endsWith('/api/members?page=1'));
  const opened = page.goto(`${site}/members`);
  // The newest members come first: the two women just created, whose photos are the page's largest paint.
  const { profiles } = (await (await results).json()) as { profiles: { main_image: { thumb_url: string } | null }[] };
  const photos = profiles
    .slice(0, 2)
    .flatMap((profile) => (profile.main_image ? [new URL(profile.main_image.thumb_url, site).pathname] : []));
  expect(photos).toHaveLength(2);
  const starts = [
    '/api/settings.php',
    '/api/user.php?optional=1',
    '/assets/catalog-nl-first-',
    '/assets/members-',
    '/api/members?page=1',
    ...photos,
    // The offer bar's reads, for a member who has not paid: drawn above the results.
    '/api/timebonus.php',
    '/api/discountcode.php?welcome=true',
  ];
  const early = () => starts.filter((start) => asked.some((path) => path.startsWith(start)));
  // The results only once the session answer shows a member: a visitor may not be allowed to search.
  await expect.poll(early, { timeout: 15_000 }).toEqual(starts);
  // The page's stylesheet too, which the router would ask for only once the page's code had run.
  expect(asked.some((path) => /^\/assets\/members-[\w-]+\.css$/.test(path))).toBe(true);
  // The live connection's code waits for the page to be drawn (ui/opening-page-drawn.ts).
  expect(asked.filter((path) => path.startsWith('/assets/open-socket-'))).toEqual([]);
  releaseEntry();
  await opened;
  await expect(page.getByTestId('search-results').getByTestId('member-card').first().locator('img.member-avatar--photo')).toBeVisible();
  // The app used those answers rather than asking again, and its cards drew the preloaded photos.
  expect(asked.filter((path) => path.startsWith('/api/settings.php'))).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/user.php?optional=1')).toHaveLength(1);
  expect(asked.filter((path) => path.startsWith('/assets/catalog-nl-first-'))).toHaveLength(1);
  expect(asked.filter((path) => path.startsWith('/api/members?'))).toEqual(['/api/members?page=1']);
  for (const photo of photos) expect(asked.filter((path) => path === photo)).toHaveLength(1);
  // The stylesheet's preload is the one the router's loader takes (the same CORS mode), not fetched again.
  expect(asked.filter((path) => /^\/assets\/members-[\w-]+\.css$/.test(path))).toHaveLength(1);
  for (const read of ['/api/timebonus.php', '/api/discountcode.php?welcome=true'])
    expect(asked.filter((path) => path === read)).toHaveLength(1);
  await expect.poll(() => asked.filter((path) => path.startsWith('/assets/open-socket-')).length).toBe(1);
});

test('the home page asks for its premium figure, below the first screen, only once the page has been shown', async ({ browser }) => {
  const page = await (await memberContext(browser)).newPage();
  await page.addInitScript(() => {
    const state = window as unknown as { largestPaints: number; paintsWhenAsked: number[] };
    state.largestPaints = 0;
    state.paintsWhenAsked = [];
    // Registered before the app's own observer, so it hears of each largest paint first; the boot
    // spinner's, before the app has drawn anything, does not count.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        if (entry.element?.isConnected && !entry.element.closest('.boot-spinner')) state.largestPaints += 1;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/premium-stats')) state.paintsWhenAsked.push(state.largestPaints);
      return send(input, init);
    };
  });
  await page.goto(`${site}/`);
  await expect(page.getByTestId('home-pricing-link')).toBeVisible();
  const asked = () => page.evaluate(() => (window as unknown as { paintsWhenAsked: number[] }).paintsWhenAsked);
  await expect.poll(async () => (await asked()).length).toBe(1);
  // Asked for after the browser had shown the page's largest paint, not beside the hero's first render.
  expect((await asked())[0]).toBeGreaterThan(0);
});

test('the home page and the member search draw with the first part of the catalog alone', async ({ browser }) => {
  const page = await newMemberPage(browser, 1280, randomUUID().slice(0, 8));
  const visitor = await (await memberContext(browser)).newPage();
  for (const tab of [page, visitor]) {
    // The rest of the catalog never arrives: whatever these pages say must be in the first part.
    await tab.route('**/assets/catalog-*-rest-*.js', (route) => route.abort());
  }
  await visitor.goto(`${site}/`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: nl.home.how_title })).toBeVisible();
  expect(await untranslatedKeys(visitor)).toEqual([]);

  await page.goto(`${site}/members`);
  await expect(page.getByTestId('search-results').getByTestId('member-card').first()).toBeVisible();
  await expect(page.getByTestId('offer-banner')).toBeVisible();
  expect(await untranslatedKeys(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.locator('button.navbar-toggler').click();
  expect(await untranslatedKeys(page)).toEqual([]);

  // Any other page waits for the rest rather than showing keys: once it can load, the next page
  // fetches it (the failed attempt is tried again) before it draws.
  await page.unroute('**/assets/catalog-*-rest-*.js');
  await page.getByTestId('nav-likes').click();
  await expect(page).toHaveURL(/\/likes/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await untranslatedKeys(page)).toEqual([]);
});

test('the boot script loads the locale data on a worker of its own while the app’s code is still on its way', async ({ browser }) => {
  const page = await (await memberContext(browser)).newPage();
  const { release: releaseEntry } = await holdAppEntry(page);
  // The same file as the boot script, started before the app's entry has even arrived.
  const worker = page.waitForEvent('worker', { predicate: (started) => /\/assets\/boot-[\w-]+\.js$/.test(started.url()), timeout: 15_000 });
  const opened = page.goto(`${site}/`);
  const bootFile = await page.locator('head script[src*="/assets/boot-"]').getAttribute('src');
  expect(new URL((await worker).url()).pathname).toBe(bootFile);
  releaseEntry();
  await opened;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
