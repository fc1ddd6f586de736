import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { LANDER_MATURE_MIN_AGE, LANDER_NAMES, LANDERS, type LanderName } from '../../shared/src/landers/lander-variants';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import { axeViolations } from '../support/axe';
import { base, sql } from '../support/fixtures';

// The campaign landers (docs/product.md#landers) on the Italian (default) site: every lander at
// phone and desktop width, its texts and members from the landers table, and a signup through one
// of them that keeps the ad's tracking parameters.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 860 };
const PASSWORD = 'Tramonto-Sul-Lago-77';

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('skipped-site-entry-warning', String(Date.now())));
});

/** The ids of the members the lander shows (cards, or faces behind the map's cities). */
async function shownMemberIds(page: Page): Promise<number[]> {
  const ids = await page
    .locator('[data-testid="lander"] [data-member-id]')
    .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-member-id'))));
  return [...new Set(ids)];
}

async function membersOf(ids: number[]): Promise<{ gender: string; age: number; country: string; fictional: boolean }[]> {
  return sql(`SELECT gender, date_part('year', age(date_of_birth))::int AS age, country, fictional FROM users WHERE id = ANY($1::int[])`, [
    ids,
  ]);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  // From the top, so nothing sticky is drawn mid-page in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function openLander(page: Page, path: string, lander: LanderName) {
  await page.goto(path);
  const root = page.getByTestId('lander');
  await expect(root).toHaveAttribute('data-lander', lander);
  return root;
}

/**
 * Runs `body` with an ad network named `network` whose postbacks reach a receiver of this test
 * (configured as data, as a real network is); answers what the receiver got.
 */
async function withPostbackNetwork(network: string, body: () => Promise<void>): Promise<string[]> {
  const received: string[] = [];
  const server: Server = createServer((req, res) => {
    received.push(req.url ?? '');
    res.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await sql(`INSERT INTO affiliate_networks (name, postback_url) VALUES ($1, $2)`, [
      network,
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/pb?click={ref}&s1={sub1}&event={event}`,
    ]);
    await body();
    // The workers call the network once for the signup.
    await expect.poll(() => received.filter((url) => url.includes('event=signup')).length, { timeout: 30_000 }).toBe(1);
    return received;
  } finally {
    await sql(`DELETE FROM affiliate_networks WHERE name = $1`, [network]);
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Fills and sends the signup modal a lander's call to action opened; ends on its photo step. */
async function signUpInModal(page: Page, email: string) {
  const modal = page.getByTestId('signup-modal');
  await expect(modal.getByRole('heading', { name: it.signup.account_title })).toBeVisible();
  await modal.getByLabel(it.forms.email).fill(email);
  await modal.getByLabel(it.signup.name).fill('Paolo');
  await modal.getByLabel(it.forms.password, { exact: true }).fill(PASSWORD);
  await modal.getByLabel(it.signup.day).selectOption('15');
  await modal.getByLabel(it.signup.month).selectOption({ label: 'Giugno' });
  await modal.getByLabel(it.signup.year).selectOption('1989');
  await modal.getByRole('checkbox').check();
  await modal.getByRole('button', { name: it.signup.create_account }).click();
  await expect(modal.getByRole('heading', { name: it.signup.photo_title })).toBeVisible();
}

test.describe('landers', () => {
  for (const lander of LANDER_NAMES) {
    test(`${lander} opens at 375 and 1280 px with its default campaign and real members, and signs up with the ad's tracking`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      const network = `net-${lander}-${Date.now()}`;
      const received = await withPostbackNetwork(network, async () => {
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          // The first visit comes from an ad: its parameters are kept and taken out of the address, as on every page.
          const ad = viewport === PHONE ? `?network=${network}&ref=r-${lander}&aff_sub={s1}&cpc=0.2` : '';
          const root = await openLander(page, `/landers/${lander}${ad}`, lander);
          await expect(page).toHaveURL(new URL(`/landers/${lander}`, base).href);
          expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('tracking') ?? 'null') as unknown)).toEqual({
            network,
            ref: `r-${lander}`,
            sub1: 's1',
          });
          await expect(root).toHaveAttribute('data-variant', 'default');
          await expect(page.getByRole('heading', { level: 1, name: it.landers.copy[lander].title })).toBeVisible();
          await expect(root.getByText(it.landers.copy[lander].lead)).toBeVisible();
          // The lander layout: the logo bar and the footer, no member menu.
          await expect(page.locator('.lander-bar .logo-link')).toBeVisible();
          await expect(page.locator('footer.site-footer')).toBeVisible();
          await expect(page.getByRole('link', { name: it.landers.cta_female }).first()).toBeVisible();
          // Members of the site's country, of the variant's gender, with photos, never fictional.
          await expect(root.locator('[data-member-id]').first()).toBeAttached();
          const ids = await shownMemberIds(page);
          expect(ids.length).toBeGreaterThan(0);
          expect(ids.length).toBeLessThanOrEqual(LANDERS[lander].cards);
          for (const member of await membersOf(ids)) expect(member).toMatchObject({ gender: 'female', country: 'IT', fictional: false });
          await expect(root.locator('img.member-avatar--photo').first()).toBeVisible();
          // Nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          expect(await axeViolations(page)).toEqual([]);
          await shot(page, testInfo, `${lander}-${viewport.width}`);
        }
        // The call to action opens the site's signup; the account keeps the ad's parameters.
        const email = uniqueEmail(`lander-${lander}`);
        await page.getByRole('link', { name: it.landers.cta_female }).first().click();
        await signUpInModal(page, email);
        const [account] = await sql<{ tracking: Record<string, string> }>(`SELECT tracking FROM users WHERE email = $1`, [email]);
        expect(account?.tracking).toEqual({ network, ref: `r-${lander}`, sub1: 's1' });
      });
      expect(received.filter((url) => url.includes('event=signup'))).toEqual([`/pb?click=r-${lander}&s1=s1&event=signup`]);
    });
  }

  test('a slug selects its variant’s texts, gender and age; an unknown one falls back to the default', async ({ page }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    let root = await openLander(page, '/landers/gallery/men', 'gallery');
    await expect(root).toHaveAttribute('data-variant', 'men');
    await expect(root).toHaveAttribute('data-gender', 'male');
    await expect(page.getByRole('heading', { level: 1, name: it.landers.copy.men.title })).toBeVisible();
    await expect(page.getByRole('link', { name: it.landers.cta_male }).first()).toBeVisible();
    await expect(root.locator('[data-member-id]').first()).toBeAttached();
    for (const member of await membersOf(await shownMemberIds(page))) expect(member.gender).toBe('male');
    await shot(page, testInfo, 'gallery-men-1280');

    root = await openLander(page, '/landers/maplanding/MATURE', 'maplanding');
    await expect(root).toHaveAttribute('data-variant', 'mature');
    await expect(page.getByRole('heading', { level: 1, name: it.landers.copy.mature.title })).toBeVisible();
    await expect(root.locator('[data-member-id]').first()).toBeAttached();
    const mature = await membersOf(await shownMemberIds(page));
    expect(mature.length).toBeGreaterThan(0);
    for (const member of mature) expect(member.age).toBeGreaterThanOrEqual(LANDER_MATURE_MIN_AGE);

    root = await openLander(page, '/landers/gallery/no-such-campaign', 'gallery');
    await expect(root).toHaveAttribute('data-variant', 'default');
    await expect(root).toHaveAttribute('data-gender', 'female');
    await expect(page.getByRole('heading', { level: 1, name: it.landers.copy.gallery.title })).toBeVisible();

    // A lander without slugs has no address for one, and an unknown lander is no page either.
    for (const path of ['/landers/adultonly/men', '/landers/nosuchlander']) {
      await page.goto(path);
      await expect(page.getByText(it.error_page.not_found)).toBeVisible();
      await expect(page.getByTestId('lander')).toHaveCount(0);
    }
  });

  test('the swipe teaser takes likes by button and arrow key, then asks for the account', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    const root = await openLander(page, '/landers/tinderswipe', 'tinderswipe');
    const card = root.getByTestId('lander-card');
    const first = await card.getAttribute('data-member-id');
    await root.getByRole('button', { name: it.landers.swipe.like }).click();
    await expect(card).not.toHaveAttribute('data-member-id', first!);
    await root.getByRole('button', { name: it.landers.swipe.skip }).click();
    await root.getByRole('button', { name: it.landers.swipe.like }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    const done = root.getByTestId('lander-swipe-done');
    await expect(done).toContainText(it.landers.swipe.done.replace('{{count}}', '3'));
    await expect(done.getByRole('link', { name: it.landers.cta_female })).toBeVisible();
    await shot(page, testInfo, 'tinderswipe-done-375');
  });

  test('a slug’s variant signs up with its own call to action and keeps every tracking parameter', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const network = `e2elander${Date.now()}`;
    const received = await withPostbackNetwork(network, async () => {
      await page.setViewportSize(DESKTOP);
      const email = uniqueEmail('lander');
      await page.goto(`/landers/video/men?network={${network}}&ref=r-7&sub1=s-abc&aff_sub2=s2&sub3=s3&cpc=0.4`);
      // Captured and taken out of the address as on every page of the site.
      await expect(page).toHaveURL(new URL('/landers/video/men', base).href);
      const root = page.getByTestId('lander');
      await expect(root).toHaveAttribute('data-variant', 'men');
      await root.getByRole('link', { name: it.landers.cta_male }).first().click();
      await shot(page, testInfo, 'video-signup-modal-1280');
      await signUpInModal(page, email);
      const [account] = await sql<{ tracking: Record<string, string> }>(`SELECT tracking FROM users WHERE email = $1`, [email]);
      expect(account?.tracking).toEqual({ network, ref: 'r-7', sub1: 's-abc', sub2: 's2', sub3: 's3' });
    });
    expect(received.filter((url) => url.includes('event=signup'))).toEqual(['/pb?click=r-7&s1=s-abc&event=signup']);
  });
});
