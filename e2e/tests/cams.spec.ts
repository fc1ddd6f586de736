// Cam and resell cards (docs/product.md#cams): on a site whose member_resell setting allows them,
// a strip of its own under the member search with its own heading, each card saying what it is
// (live cam or partner profile) and the cams labelled "live now" and "exclusive" as their data
// says; never among the search results; absent where the site does not allow them.
import { expect, test, type Browser } from '@playwright/test';
import { siteOrigin, sql } from '../support/fixtures';

const SHOTS = '/tmp/h4-shots';
const run = Math.random().toString(36).slice(2, 7);

async function visitor(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 860 } });
  await context.addInitScript(() => {
    window.localStorage.setItem('skipped-site-entry-warning', String(Date.now()));
    if (!document.cookie.includes('cookie_consent=')) document.cookie = 'cookie_consent=v1.a0.m0; path=/; SameSite=Lax';
  });
  return { context, page: await context.newPage() };
}

test.describe('on the Italian site (member_resell on)', () => {
  const name = `Cam${run}`;
  test.beforeAll(async () => {
    // One more card, straight into the data: the strip shows what the table holds.
    await sql(
      `INSERT INTO cam_profiles (site_id, kind, name, age, city, photo_filename, live, exclusive, position)
       SELECT s.id, 'cam', $1, 26, 'Torino', c.photo_filename, true, true, -1
         FROM sites s JOIN cam_profiles c ON c.site_id = s.id WHERE s.domain = 'amoretto.it' LIMIT 1`,
      [name],
    );
  });
  test.afterAll(async () => {
    await sql(`DELETE FROM cam_profiles WHERE name = $1`, [name]);
  });

  test('the strip under the search holds the cam and resell cards, marked as such, apart from the members', async ({ browser }) => {
    for (const width of [375, 1280]) {
      const { context, page } = await visitor(browser, width);
      await page.goto('/members');
      await expect(page.getByTestId('search-results').getByTestId('member-card').first()).toBeVisible();
      const strip = page.getByTestId('cam-strip');
      await expect(strip.getByRole('heading', { level: 2, name: 'Live cam e profili partner' })).toBeVisible();
      await expect(strip).toContainText('Non sono iscritti a Amoretto');

      const rows = await sql<{ name: string; kind: string; live: boolean; exclusive: boolean }>(
        `SELECT c.name, c.kind, c.live, c.exclusive FROM cam_profiles c JOIN sites s ON s.id = c.site_id
          WHERE s.domain = 'amoretto.it' AND c.active`,
      );
      const cards = strip.getByTestId('cam-card');
      await expect(cards).toHaveCount(Math.min(rows.length, 12));
      // The new card: a live cam, first (live cams lead, then the position), with both labels.
      const added = cards.first();
      await expect(added.getByRole('heading', { name })).toBeVisible();
      await expect(added.getByTestId('cam-kind')).toHaveText('Live cam');
      await expect(added.getByTestId('cam-live')).toHaveText('In diretta');
      await expect(added.getByTestId('cam-exclusive')).toHaveText('Esclusiva');
      // Every card as its row says.
      for (const row of rows) {
        const card = cards.filter({ has: page.getByRole('heading', { name: row.name, exact: true }) });
        await expect(card).toHaveAttribute('data-cam-kind', row.kind);
        await expect(card.getByTestId('cam-kind')).toHaveText(row.kind === 'cam' ? 'Live cam' : 'Profilo partner');
        await expect(card.getByTestId('cam-live')).toHaveCount(row.kind === 'cam' && row.live ? 1 : 0);
        await expect(card.getByTestId('cam-exclusive')).toHaveCount(row.kind === 'cam' && row.exclusive ? 1 : 0);
      }
      // Their photos are the site's own files, loaded.
      for (const src of await cards.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')))) {
        expect(src).toMatch(/^\/cdn\//);
      }
      // Never in the results: no cam card among the member cards, no member card linking to one of them.
      await expect(page.getByTestId('search-results').getByTestId('cam-card')).toHaveCount(0);
      await expect(page.getByTestId('search-results').getByText(name)).toHaveCount(0);
      await strip.scrollIntoViewIfNeeded();
      await expect
        .poll(() => added.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      await strip.screenshot({ path: `${SHOTS}/cams-${width}.png` });
      await context.close();
    }
  });

  test('a card taken out of the data is gone from the strip', async ({ browser }) => {
    await sql(`UPDATE cam_profiles SET active = false WHERE name = $1`, [name]);
    const { context, page } = await visitor(browser);
    await page.goto('/members');
    await expect(page.getByTestId('cam-strip').getByTestId('cam-card').first()).toBeVisible();
    await expect(page.getByTestId('cam-strip').getByRole('heading', { name })).toHaveCount(0);
    await context.close();
    await sql(`UPDATE cam_profiles SET active = true WHERE name = $1`, [name]);
  });
});

test('a site whose member_resell is off shows no strip and its API lists none', async ({ browser }) => {
  const { context, page } = await visitor(browser);
  await page.goto(`${siteOrigin('fr')}/members`);
  await expect(page.getByTestId('search-results').getByTestId('member-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('cam-strip')).toHaveCount(0);
  const answer = await page.evaluate(async () => (await fetch('/api/cams')).json());
  expect(answer).toEqual({ cams: [] });
  // The site has cards in its data all the same: the setting decides.
  const [count] = await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM cam_profiles c JOIN sites s ON s.id = c.site_id WHERE s.domain = 'amoretto.fr'`,
  );
  expect(count!.n).toBeGreaterThan(0);
  await context.close();
});
