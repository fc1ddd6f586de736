// /lang-config (docs/product.md#lang-config): the site's languages for the visitor's country, the
// choice stored in the locale cookie (and on a member's account), then back where they came from.
import { expect, test, type Browser } from '@playwright/test';
import { createMember, logIn, siteOrigin, sql } from '../support/fixtures';

const SHOTS = '/tmp/h4-shots';
const belgium = siteOrigin('be');
const run = Math.random().toString(36).slice(2, 8);

async function visitor(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 860 } });
  await context.addInitScript(() => {
    window.localStorage.setItem('skipped-site-entry-warning', String(Date.now()));
    if (!document.cookie.includes('cookie_consent=')) document.cookie = 'cookie_consent=v1.a0.m0; path=/; SameSite=Lax';
  });
  return { context, page: await context.newPage() };
}

test('a visitor on the Belgian site picks French among its languages, keeps it in the cookie and is back on the page', async ({
  browser,
}) => {
  for (const width of [375, 1280]) {
    const { context, page } = await visitor(browser, width);
    await page.goto(`${belgium}/pages/faq`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await page.goto(`${belgium}/lang-config`);
    await expect(page.getByRole('heading', { level: 1, name: 'Taal' })).toBeVisible();
    // Belgium's languages, each in itself, the current one chosen.
    const options = page.getByRole('radio');
    await expect(options).toHaveCount(3);
    await expect(page.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Français' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/lang-config-${width}.png` });
    // By keyboard: the radio group moves with the arrow keys.
    await page.getByRole('radio', { name: 'Nederlands' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked();
    await page.getByTestId('lang-config-save').click();

    await expect(page).toHaveURL(`${belgium}/pages/faq`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
    const cookie = (await context.cookies(belgium)).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('fr');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
    await context.close();
  }
});

test('the redirect it was opened with is followed when it is a page of the site, never another site', async ({ browser }) => {
  const { context, page } = await visitor(browser);
  await page.goto(`${belgium}/lang-config?redirect=${encodeURIComponent('/pages/terms')}`);
  await page.getByRole('radio', { name: 'Deutsch' }).check();
  await page.getByTestId('lang-config-save').click();
  await expect(page).toHaveURL(`${belgium}/pages/terms`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-BE');

  await page.goto(`${belgium}/lang-config?redirect=${encodeURIComponent('https://evil.example/')}`);
  await page.getByRole('radio', { name: 'Nederlands' }).check();
  await page.getByTestId('lang-config-save').click();
  // Back in the history instead: the terms page.
  await expect(page).toHaveURL(`${belgium}/pages/terms`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await context.close();
});

test("a member's choice is stored on the account too", async ({ browser }) => {
  const email = `lang-${run}@example.com`;
  const id = await createMember({
    email,
    name: 'Lotte',
    country: 'BE',
    language: 'nl',
    gender: 'female',
    sexuality: 'hetero',
    city: 'Gent',
    dateOfBirth: '1990-03-03',
  });
  const { context, page } = await visitor(browser);
  await page.goto(`${belgium}/`);
  await logIn(page, email);
  await page.goto(`${belgium}/members`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${belgium}/lang-config`);
  await page.getByRole('radio', { name: 'Français' }).check();
  await page.getByTestId('lang-config-save').click();
  await expect(page).toHaveURL(`${belgium}/members`);
  await expect
    .poll(async () => (await sql<{ language: string }>(`SELECT language FROM users WHERE id = $1`, [id]))[0]?.language)
    .toBe('fr');
  await context.close();
});

test('a site with one language says so and offers only the way back', async ({ browser }) => {
  const { context, page } = await visitor(browser);
  await page.goto('/pages/faq');
  await page.goto('/lang-config');
  await expect(page.getByTestId('lang-config-only-one')).toHaveText('Su questo sito l’unica lingua disponibile è Italiano.');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('button', { name: 'Torna indietro' }).click();
  await expect(page).toHaveURL(/\/pages\/faq$/);
  await context.close();
});
