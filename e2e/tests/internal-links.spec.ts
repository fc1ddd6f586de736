import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { axeViolations } from '../support/axe';
import { allowOneMorePage } from '../support/page-budget';
import { utrechtMember, logIn, memberContext, siteOrigin, sql } from '../support/fixtures';

// No link of the product may end on the not-found page. Starting from the pages a visitor,
// a free member and a premium member land on, the walk follows every internal link it
// finds (menus, footer, banners, offers, page bodies) two clicks deep and opens each, and
// runs axe on every page it opens. Each walk is its own test, with a time budget per page.

const site = siteOrigin('nl');

/** Links that name one record (a member, a chat, a payment) count once per pattern. */
function pattern(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, '/:id');
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeVisible();
  // The router decides "not found" synchronously; a matched route may still be loading data.
  await page.waitForFunction(() => !document.querySelector('.loading-bar--running'));
}

async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href, origin))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/cdn/'))
    .map((url) => url.pathname + url.search);
}

interface WalkResult {
  visited: string[];
  broken: string[];
  inaccessible: string[];
}

async function walk(page: Page, starts: string[]): Promise<WalkResult> {
  const seen = new Set<string>();
  const visited: string[] = [];
  const broken: string[] = [];
  const inaccessible: string[] = [];
  let frontier = starts.map((path) => ({ path, from: '(start)' }));
  for (let depth = 0; depth <= 2 && frontier.length > 0; depth++) {
    const next: typeof frontier = [];
    for (const { path, from } of frontier) {
      const key = pattern(path.split('?')[0]!);
      if (seen.has(key)) continue;
      seen.add(key);
      allowOneMorePage();
      await page.goto(`${site}${path}`);
      await settled(page);
      visited.push(path);
      for (const violation of await axeViolations(page)) inaccessible.push(`${path}: ${violation}`);
      if ((await page.locator('.error-page__status').count()) > 0) {
        broken.push(`${path} (linked from ${from}): ${await page.locator('.error-page__status').innerText()}`);
        continue;
      }
      for (const link of await internalLinks(page)) next.push({ path: link, from: path });
    }
    frontier = next;
  }
  return { visited, broken, inaccessible };
}

test.describe('internal links', () => {
  test('the walk notices a link to a missing page', async ({ browser }) => {
    const page = await (await memberContext(browser)).newPage();
    const { broken } = await walk(page, ['/no-such-page']);
    expect(broken).toHaveLength(1);
  });

  test('no link a visitor reaches ends on the not-found page', async ({ browser }) => {
    const visitor = await (await memberContext(browser)).newPage();
    expectSound(await walk(visitor, ['/', '/pricing', '/login', '/signup']));
  });

  test('no link a free member reaches ends on the not-found page', async ({ browser }) => {
    const run = randomUUID().slice(0, 8);
    const partner = await linksPartner(run);
    const email = `e2e-links-free-${run}@example.com`;
    await utrechtMember({ email, name: 'Joost', gender: 'male', dateOfBirth: '1987-05-20' });
    expectSound(await memberWalk(browser, email, partner));
  });

  test('no link a premium member reaches ends on the not-found page', async ({ browser }) => {
    const run = randomUUID().slice(0, 8);
    const partner = await linksPartner(run);
    const email = `e2e-links-paid-${run}@example.com`;
    const id = await utrechtMember({ email, name: 'Ruud', gender: 'male', dateOfBirth: '1985-01-11', credits: 50 });
    await sql(`UPDATE users SET paid_user = true WHERE id = $1`, [id]);
    expectSound(await memberWalk(browser, email, partner));
  });
});

function linksPartner(run: string): Promise<number> {
  return utrechtMember({ email: `e2e-links-partner-${run}@example.com`, name: 'Femke', gender: 'female', dateOfBirth: '1990-03-02' });
}

async function memberWalk(browser: Browser, email: string, partner: number): Promise<WalkResult> {
  const page = await (await memberContext(browser)).newPage();
  await page.goto(`${site}/`);
  await logIn(page, email);
  return walk(page, [
    '/members',
    `/members/${partner}`,
    '/chats',
    '/likes',
    '/profile',
    '/credits',
    '/premium',
    '/pricing',
    '/transactions',
    '/credits/repeat-order',
    '/activate/done',
  ]);
}

function expectSound(result: WalkResult): void {
  // The walk really went somewhere: menus and footer alone give more than a dozen pages.
  expect(result.visited.length).toBeGreaterThan(12);
  expect(result.broken).toEqual([]);
  expect(result.inaccessible).toEqual([]);
}
