// The installed app (docs/product.md#installed-app): a valid manifest with PNG icons, linked on
// every page once it is drawn, the site's one service worker (/sw-push.js, push included)
// registered on every page and the page installable, an offline notice instead of the browser's
// error, and the Back button of the top bar only in the standalone window, only on the routes it
// is for, only with history behind it.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createMember, logIn, memberContext } from '../support/fixtures';

const SHOTS = '/tmp/h4-shots';
const run = Math.random().toString(36).slice(2, 8);

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the manifest names the app, opens standalone at the root and has PNG icons of the sizes it says', async ({ request }) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Amoretto', short_name: 'Amoretto', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(pngs.some((icon) => icon.purpose.includes('maskable'))).toBe(true);
  for (const icon of pngs) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body())).toEqual({ width, height });
  }
});

test('every page registers /sw-push.js at the root; the page is installable and shows a notice when offline', async ({ browser }) => {
  const context = await memberContext(browser);
  const page = await context.newPage();
  await page.goto('/pages/faq');
  // The manifest is linked by the app once the page is drawn, not by the HTML, whose first requests
  // are the page's code (set-up-installed-app.ts).
  expect(await (await page.request.get('/pages/faq')).text()).not.toContain('rel="manifest"');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(script!).pathname).toBe('/sw-push.js');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  // A test browser's context is an incognito one: that is the one thing it may say against installing.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // Online, pages come from the server as always (status and headers included).
  const online = await page.goto('/pages/terms');
  expect(online!.status()).toBe(200);
  expect(online!.headers()['content-security-policy']).toBeTruthy();

  await context.setOffline(true);
  await page.goto('/pages/privacy').catch(() => undefined);
  await expect(page.getByText('You are offline. Check your connection.')).toBeVisible();
  await expect(page.getByText('Sei offline. Controlla la connessione.')).toBeVisible();
  // The API is never answered by the worker: offline, it fails as the network does.
  const apiOffline = await page.evaluate(() =>
    fetch('/api/settings.php').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(apiOffline).toBe('failed');
  await context.setOffline(false);
  // Nothing was cached: no Cache Storage at all.
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
  await context.close();
});

async function member(browser: Browser, standalone: boolean, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const fresh = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 860 } });
  await fresh.addInitScript(() => {
    window.localStorage.setItem('skipped-site-entry-warning', String(Date.now()));
    document.cookie = 'cookie_consent=v1.a0.m0; path=/; SameSite=Lax';
  });
  if (standalone) {
    // What the browser answers in the installed app's window.
    await fresh.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => (query.includes('display-mode: standalone') ? original('(min-width: 0px)') : original(query));
    });
  }
  const page = await fresh.newPage();
  await page.goto('/');
  await logIn(page, `app-${run}@example.com`);
  return { context: fresh, page };
}

test.describe('the Back button', () => {
  let partner = 0;
  test.beforeAll(async () => {
    await createMember({
      email: `app-${run}@example.com`,
      name: 'Marco',
      country: 'IT',
      language: 'it',
      gender: 'male',
      sexuality: 'hetero',
      city: 'Roma',
      dateOfBirth: '1988-04-02',
    });
    partner = await createMember({
      email: `app-partner-${run}@example.com`,
      name: `Giada${run}`,
      country: 'IT',
      language: 'it',
      gender: 'female',
      sexuality: 'hetero',
      city: 'Roma',
      dateOfBirth: '1991-06-12',
    });
  });

  test('shows in the installed app on the member page, the credits and a likes tab, and goes back', async ({ browser }) => {
    // A login and six pages at each of two widths.
    test.setTimeout(240_000);
    for (const width of [375, 1280]) {
      const { context, page } = await member(browser, true, width);
      await page.goto('/members');
      const back = page.getByTestId('app-back-button');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The search is not one of its routes.
      await expect(back).toHaveCount(0);
      await page.goto(`/members/${partner}`);
      await expect(page.getByRole('heading', { name: new RegExp(`Giada${run}`) }).first()).toBeVisible();
      await expect(back).toBeVisible();
      await expect(back).toHaveAccessibleName('Indietro');
      await page.screenshot({ path: `${SHOTS}/back-button-${width}.png` });
      await back.click();
      await expect(page).toHaveURL(/\/members$/);
      await expect(back).toHaveCount(0);
      for (const path of ['/credits', '/likes/received', `/likes/m/${partner}`]) {
        await page.goto(path);
        await expect(back).toBeVisible();
      }
      await context.close();
    }
  });

  // The first page of the app window (nothing behind it) is covered by back-button-rules.spec.ts: a
  // test browser's new page always has its blank page behind it.
  test('never shows in a browser tab', async ({ browser }) => {
    const tab = await member(browser, false);
    await tab.page.goto('/members');
    await tab.page.goto(`/members/${partner}`);
    await expect(tab.page.getByRole('heading', { name: new RegExp(`Giada${run}`) }).first()).toBeVisible();
    await expect(tab.page.getByTestId('app-back-button')).toHaveCount(0);
    await tab.context.close();
  });
});
