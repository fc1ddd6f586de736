import { expect, test, type Page } from '@playwright/test';
import { SITE_ENTRY_WARNING_KEY } from '../../shared/src/constants';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import nl from '../../shared/src/i18n/nl.json' with { type: 'json' };
import fr from '../../shared/src/i18n/fr.json' with { type: 'json' };
import en from '../../shared/src/i18n/en.json' with { type: 'json' };
import de from '../../shared/src/i18n/de.json' with { type: 'json' };

// The Dutch site is picked by host name, on the same port as the site under test.
const base = new URL(process.env.BASE_URL ?? 'http://localhost:3000');
const dutchSite = `${base.protocol}//nl.localhost:${base.port || (base.protocol === 'https:' ? '443' : '80')}/`;

async function waitForApp(page: Page) {
  // The shell renders only after settings and the catalog have loaded.
  await expect(page.locator('main#main')).toBeVisible();
}

test.describe('app shell', () => {
  test('home is Italian by default', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
    await expect(page.getByRole('heading', { level: 2, name: it.home.how_title })).toBeVisible();
    await expect(page.getByText(it.footer.copyright.replace('{{year}}', '2025').replace('{{name}}', 'Amoretto'))).toBeVisible();
    // Only Italy's locale is offered, so there is nothing to choose.
    await expect(page.getByTestId('language-dropdown')).toHaveCount(0);
    await expect(page).toHaveTitle(/Amoretto/);
  });

  test('the Dutch site speaks Dutch', async ({ page }) => {
    // Already past the site-entry warning (covered in site-entry.spec.ts), which would hide the page.
    await page.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), SITE_ENTRY_WARNING_KEY);
    await page.goto(dutchSite);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await expect(page.getByRole('heading', { level: 2, name: nl.home.how_title })).toBeVisible();
    await expect(page.getByRole('link', { name: nl.footer.terms })).toBeVisible();
  });

  test('Swiss visitors choose among four languages and the choice is remembered', async ({ page, context }) => {
    await page.goto('/?country=CH');
    await waitForApp(page);
    const dropdown = page.getByTestId('language-dropdown');
    await expect(dropdown).toBeVisible();
    await dropdown.click();
    const options = page.locator('[data-locale]');
    await expect(options).toHaveCount(4);
    expect(await options.evaluateAll((items) => items.map((item) => item.getAttribute('data-locale')))).toEqual(['de', 'it', 'fr', 'en']);

    await page.locator('[data-locale="fr"]').click();
    // French as spoken in Switzerland, and the hero switches with the rest of the page.
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    await expect(page.getByRole('heading', { level: 2, name: fr.home.how_title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.home.hero_title.replace('{{brand}}', 'Amoretto'));
    await expect(page.locator('.hero__lead')).toHaveText(fr.home.hero_lead);
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('fr');
    expect(cookie?.sameSite).toBe('Lax');

    // The cookie survives a reload: still French, without asking again.
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
  });

  test('on the Belgian site the hero follows the chosen language, not only the site default', async ({ page }) => {
    const belgianSite = dutchSite.replace('//nl.', '//be.');
    await page.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), SITE_ENTRY_WARNING_KEY);
    await page.goto(`${belgianSite}?country=BE`);
    await waitForApp(page);
    // Dutch is the site's own language: its own headline.
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amoretto – Flirten en chatten voor volwassenen');
    await page.getByTestId('language-dropdown').click();
    await page.locator('[data-locale="de"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-BE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.home.hero_title.replace('{{brand}}', 'Amoretto'));
    await expect(page.locator('.hero__lead')).toHaveText(de.home.hero_lead);
    await expect(page).toHaveTitle(de.home.hero_title.replace('{{brand}}', 'Amoretto'));
  });

  test('a visitor browsing the site causes no console errors (no failed session check)', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const path of ['/', '/pages/faq', '/login', '/signup', '/pricing', '/members']) {
      await page.goto(path);
      await waitForApp(page);
      await page.waitForFunction(() => !document.querySelector('.loading-bar--running'));
    }
    await page.goto(dutchSite);
    await waitForApp(page);
    await page.waitForFunction(() => !document.querySelector('.loading-bar--running'));
    expect(errors).toEqual([]);
  });

  test('English visitors get the US record-keeping statement', async ({ page }) => {
    await page.goto('/?country=US');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 2, name: en.home.how_title })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(en.footer.us_2257_title);
    // Other locales never show it.
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('contentinfo')).not.toContainText('2257');
  });

  test('a failed settings load shows the error page, and retry recovers', async ({ page }) => {
    let fail = true;
    await page.route('**/api/settings.php*', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"boom"}}' })
        : route.fallback(),
    );
    await page.goto('/');
    await expect(page.getByText('500', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: it.errors.generic })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: it.common.retry }).click();
    await expect(page.getByRole('heading', { level: 2, name: it.home.how_title })).toBeVisible();
  });

  test('footer links open their static page', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('contentinfo').getByRole('link', { name: it.footer.terms }).click();
    await expect(page).toHaveURL(/\/pages\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: it.pages.terms })).toBeVisible();
    await expect(page).toHaveTitle(`${it.pages.terms} | Amoretto`);
    // Placeholders are filled from company info: no raw {{markers}} on the page.
    await expect(page.locator('article')).not.toContainText('{{');

    await page.getByRole('contentinfo').getByRole('link', { name: it.footer.complaints }).click();
    await expect(page.getByRole('heading', { level: 1, name: it.pages.complaints })).toBeVisible();
  });

  test('unknown URLs show the 404 page with a way home', async ({ page }) => {
    // A real 404 status, not a page that only says so.
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: it.error_page.not_found })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: it.error_page.home_link }).click();
    await expect(page).toHaveURL(new URL('/', base).href);
    await expect(page.getByRole('heading', { level: 2, name: it.home.how_title })).toBeVisible();
  });

  test('unknown static pages are 404 too', async ({ page }) => {
    await page.goto('/pages/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: it.error_page.not_found })).toBeVisible();
  });

  for (const viewport of [
    { name: 'mobile', width: 375, height: 812 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`screenshots at ${viewport.name} width`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/');
      await waitForApp(page);
      await page.screenshot({ path: testInfo.outputPath(`home-${viewport.width}.png`), fullPage: true });

      await page.goto('/pages/faq');
      await expect(page.getByRole('heading', { level: 1, name: it.pages.faq })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`faq-${viewport.width}.png`), fullPage: true });

      await page.goto('/pages/terms');
      await expect(page.getByRole('heading', { level: 1, name: it.pages.terms })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`terms-${viewport.width}.png`), fullPage: true });
    });
  }
});
