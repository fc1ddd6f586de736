import { expect, test, type Page } from '@playwright/test';
import { MINIMUM_AGE, SITE_ENTRY_WARNING_KEY } from '../../shared/src/constants';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import nl from '../../shared/src/i18n/nl.json' with { type: 'json' };

// The Dutch site (popup enabled) is picked by host name, on the same port as the site under test.
const base = new URL(process.env.BASE_URL ?? 'http://localhost:3000');
const dutchSite = `${base.protocol}//nl.localhost:${base.port || (base.protocol === 'https:' ? '443' : '80')}`;
const enterLabel = nl.site_entry.enter.replace('{{age}}', String(MINIMUM_AGE));

async function waitForApp(page: Page) {
  // The shell renders only after settings and the catalog have loaded.
  await expect(page.locator('main#main')).toBeAttached();
}

const storedKey = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), SITE_ENTRY_WARNING_KEY);

test.describe('site-entry warning', () => {
  test('the Dutch site asks in Dutch and cannot be dismissed without entering', async ({ page }) => {
    await page.goto(`${dutchSite}/`);
    const dialog = page.getByRole('dialog', { name: nl.site_entry.title });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await expect(dialog).toContainText(nl.site_entry.intro.replace('{{name}}', 'Amoretto'));
    // The Dutch site gets the Dutch youth-protection paragraph, not the German one.
    await expect(dialog).toContainText(nl.site_entry.notice_nl);
    await expect(dialog).not.toContainText(nl.site_entry.notice_de);
    await expect(dialog.getByRole('link', { name: 'algemene voorwaarden' })).toHaveAttribute('href', '/pages/terms');
    await expect(dialog.getByRole('link', { name: 'privacybeleid' })).toHaveAttribute('href', '/pages/privacy');
    // Nothing closes it but a choice: no close button, no footer.
    await expect(dialog.locator('.btn-close, .modal-footer')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await expect(dialog).toBeVisible();
    // Outside the dialog box is the (static) backdrop.
    await page.mouse.click(4, 4);
    await page.waitForTimeout(500);
    await expect(dialog).toBeVisible();

    // Keyboard focus never reaches the page behind. Past the last button it may sit in the
    // browser's own UI (the document's body is active then); the Modal pulls it back in.
    const focusInside = () =>
      dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body);
    const reached = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(focusInside).toBe(true);
      reached.add(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(reached).toContain(enterLabel);
    expect(reached).toContain(nl.site_entry.leave);
    expect(await storedKey(page)).toBeNull();

    const before = Date.now();
    await dialog.getByRole('button', { name: enterLabel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const stored = Number(await storedKey(page));
    expect(stored).toBeGreaterThanOrEqual(before - 1_000);
    expect(stored).toBeLessThanOrEqual(Date.now());

    // Once entered, it stays away.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 2, name: nl.home.how_title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Leave keeps the site covered and lets the visitor reconsider', async ({ page }) => {
    await page.goto(`${dutchSite}/`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: nl.site_entry.leave }).click();
    await expect(page.getByRole('dialog', { name: nl.site_entry.left_title })).toBeVisible();
    await expect(dialog).toContainText(nl.site_entry.left_body.replace('{{name}}', 'Amoretto'));
    expect(await storedKey(page)).toBeNull();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: nl.site_entry.left_title })).toBeVisible();
    await dialog.getByRole('button', { name: nl.site_entry.left_back }).click();
    await expect(page.getByRole('dialog', { name: nl.site_entry.title })).toBeVisible();
    // Focus returns to the button the visitor used.
    await expect(dialog.getByRole('button', { name: nl.site_entry.leave })).toBeFocused();
  });

  test('the terms can be read before entering; other pages ask again', async ({ page }) => {
    await page.goto(`${dutchSite}/`);
    const dialog = page.getByRole('dialog', { name: nl.site_entry.title });
    await dialog.getByRole('link', { name: 'algemene voorwaarden' }).click();
    await expect(page).toHaveURL(`${dutchSite}/pages/terms`);
    await expect(page.getByRole('heading', { level: 1, name: nl.pages.terms })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('link', { name: nl.footer.faq }).click();
    await expect(page).toHaveURL(`${dutchSite}/pages/faq`);
    await expect(dialog).toBeVisible();
    expect(await storedKey(page)).toBeNull();
  });

  test('the Italian site, where the popup is off, never shows it', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 2, name: it.home.how_title })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/pages/faq');
    await expect(page.getByRole('heading', { level: 1, name: it.pages.faq })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`screenshot of the warning at ${viewport.width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(`${dutchSite}/`);
      const dialog = page.getByRole('dialog', { name: nl.site_entry.title });
      await expect(dialog).toBeVisible();
      // Let the fade-in finish.
      await expect(page.locator('.modal.show')).toBeVisible();
      await page.waitForTimeout(400);
      const box = await dialog.locator('.modal-content').boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: testInfo.outputPath(`site-entry-${viewport.width}.png`) });
    });
  }
});

test.describe('tracking parameters', () => {
  test('are stored and taken out of the address without a reload', async ({ page }) => {
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/?network={net1}&aff_sub=abc&cpc=0.5&utm_x=1');
    await waitForApp(page);
    await expect(page).toHaveURL(new URL('/?utm_x=1', base).href);
    await expect(page.getByRole('heading', { level: 2, name: it.home.how_title })).toBeVisible();
    const tracking = await page.evaluate(() => JSON.parse(window.localStorage.getItem('tracking') ?? 'null') as unknown);
    expect(tracking).toEqual({ network: 'net1', sub1: 'abc' });
    expect(loads).toBe(1);

    // A later visit without a network keeps the record; the router works on the clean URL.
    await page.goto('/pages/faq?sub=other');
    await expect(page).toHaveURL(new URL('/pages/faq', base).href);
    await expect(page.getByRole('heading', { level: 1, name: it.pages.faq })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('tracking'))).toBe(JSON.stringify({ network: 'net1', sub1: 'abc' }));
  });

  test('lb reports the page when it is hidden', async ({ page }) => {
    // Record what is handed to sendBeacon: the browser does not expose a beacon's Blob body to the test.
    await page.addInitScript(() => {
      const sent: string[] = [];
      Object.assign(window, { __beacons: sent });
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((text) => sent.push(`${String(url)} ${data.type} ${text}`));
        return original(url, data);
      };
    });
    await page.goto('/pages/faq?lb=1');
    await expect(page.getByRole('heading', { level: 1, name: it.pages.faq })).toBeVisible();
    await expect(page).toHaveURL(new URL('/pages/faq', base).href);
    const beacon = page.waitForResponse((response) => response.url().endsWith('/api/page-hidden.php'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const response = await beacon;
    expect(response.request().method()).toBe('POST');
    expect(response.status()).toBe(204);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons))
      .toEqual(['/api/page-hidden.php application/json {"path":"/pages/faq"}']);
  });

  test('without lb nothing is reported', async ({ page }) => {
    let beacons = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/page-hidden.php')) beacons += 1;
    });
    await page.goto('/pages/faq');
    await expect(page.getByRole('heading', { level: 1, name: it.pages.faq })).toBeVisible();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(500);
    expect(beacons).toBe(0);
  });
});
