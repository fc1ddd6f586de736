import { expect, test, type Page, type TestInfo } from '@playwright/test';
import pg from 'pg';
import de from '../../shared/src/i18n/de.json' with { type: 'json' };
import { api, fill, siteOrigin } from '../support/fixtures';
import { PHOTO } from '../support/test-photo';

// Profiles and search end to end on the German site (de.localhost): a member logs in through
// the German login form, searches with filters, pages through the results, opens a profile,
// blocks that member and no longer finds her, fills in the location from a (mocked) browser
// position and uploads a photo that becomes the main image.
//
// The searched members are written straight into the database: dozens of signups through
// the API would trip the per-address signup limits that protect the real site.

const germanSite = siteOrigin('de');
const PASSWORD = 'Sonnenblume-Im-Mai-84';
const REGION = 'DE-SL';
const REGION_NAME = 'Saarland';
const SEEDED = 45;
const MUNICH = { latitude: 48.1374, longitude: 11.5755 };

const tag = () => Math.random().toString(36).slice(2, 7);

function birthDate(age: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - age - 1);
  d.setUTCMonth(0, 15);
  return d.toISOString().slice(0, 10);
}

/** Women in the Saarland aged 61–64, newest last; returns their ids and names, newest first. */
async function seedWomen(run: string): Promise<Array<{ id: number; name: string }>> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const made: Array<{ id: number; name: string }> = [];
    for (let i = 0; i < SEEDED; i += 1) {
      const name = `Ute ${run}${String(i).padStart(2, '0')}`;
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality,
                            region, city, invisible, profile_status, about_me)
         VALUES ($1, 'not-a-login', $2, $3, 'active', 'de', (SELECT id FROM sites WHERE 'DE' = ANY(countries) ORDER BY id LIMIT 1),
                 'DE', 'female', 'hetero', $4, 'Saarbrücken', false, 'active', 'Wandern, Wein und gute Gespräche.')
         RETURNING id`,
        [`e2e-search-${run}-${i}@example.com`, name, birthDate(61 + (i % 4)), REGION],
      );
      made.push({ id: rows[0]!.id, name });
    }
    return made.reverse();
  } finally {
    await client.end();
  }
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('profiles and search', () => {
  test('searches in German, pages, opens and blocks a profile, locates and uploads a photo', async ({ page, context }, testInfo) => {
    test.setTimeout(240_000);
    const run = tag();
    const women = await seedWomen(run);
    const email = `e2e-searcher-${run}@example.com`;

    // The site-entry warning is answered already, like a returning visitor.
    await page.addInitScript(() => window.localStorage.setItem('skipped-site-entry-warning', String(Date.now())));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${germanSite}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

    // A German member: the account through the API, then the German login form.
    const signup = await api(page, 'POST', '/api/accounts', { email, name: 'Jürgen', password: PASSWORD, date_of_birth: '1966-03-02' });
    expect(signup.status, signup.text).toBe(201);
    const profile = await api(page, 'PATCH', '/api/profile', {
      gender: 'male',
      sexuality: 'hetero',
      country: 'DE',
      region: 'DE-BY',
      city: 'Augsburg',
    });
    expect(profile.status, profile.text).toBe(200);
    await api(page, 'GET', '/api/logout.php');
    await page.goto(`${germanSite}/login`);
    await page.getByLabel(de.forms.email).fill(email);
    await page.getByLabel(de.forms.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: de.auth.login_submit }).click();
    await expect(page).toHaveURL(/\/members/);
    await expect(page.getByRole('heading', { level: 1, name: de.search.title })).toBeVisible();

    // Filters: women in the Saarland between 60 and 65.
    const filters = page.getByTestId('search-filters');
    await filters.getByLabel(de.search.looking_for).selectOption({ label: de.search.gender_female });
    await filters.getByLabel(de.vocab.region_kinds.state).selectOption({ label: REGION_NAME });
    await filters.getByTestId('search-age-mode').selectOption({ label: de.search.age_range });
    await filters.getByLabel(de.search.age_from, { exact: true }).selectOption('60');
    await filters.getByLabel(de.search.age_to, { exact: true }).selectOption('65');
    await filters.getByTestId('search-submit').click();
    await expect(page).toHaveURL(new RegExp(`region=${REGION}`));

    const count = page.getByTestId('search-count');
    await expect(count).toContainText(de.search.results_count.split('{{')[0]!);
    const total = Number((await count.innerText()).replace(/\D+/g, ''));
    expect(total).toBeGreaterThanOrEqual(SEEDED);
    const cards = page.getByTestId('search-results').getByTestId('member-card');
    await expect(cards).toHaveCount(20);
    // Newest first: the last woman written leads page 1.
    await expect(cards.first()).toContainText(women[0]!.name);
    await shot(page, testInfo, 'search-de-page1-1280');

    // Page 2 by number, page 3 by "next": other members each time.
    const pages = page.getByRole('navigation', { name: de.search.pages_label });
    const firstPageNames = await cards.allInnerTexts();
    await pages.getByText('2', { exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first()).not.toContainText(women[0]!.name);
    const secondPageNames = await cards.allInnerTexts();
    expect(secondPageNames.some((text) => firstPageNames.includes(text))).toBe(false);
    await pages.getByLabel(de.search.next).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(cards.first()).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, testInfo, 'search-de-page3-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Back to page 1 and open the newest woman's profile.
    await pages.getByText('1', { exact: true }).click();
    await expect(page).not.toHaveURL(/page=[2-9]/);
    const target = women[0]!;
    await cards.filter({ hasText: target.name }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/members/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(target.name) })).toBeVisible();
    await shot(page, testInfo, 'member-page-de-1280');

    // Block her: confirmed in a dialog, then she is gone from the same search.
    await page.getByRole('button', { name: de.member_page.block, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: de.member_page.block_confirm }).click();
    await expect(page.getByRole('button', { name: de.member_page.unblock })).toBeVisible();
    await page.goto(`${germanSite}/members?gender=female&region=${REGION}&age=range&min_age=60&max_age=65`);
    await expect(cards.first()).toBeVisible();
    await expect(count).toContainText(String(total - 1));
    await expect(page.getByTestId('search-results')).not.toContainText(target.name);
    await expect(cards.first()).toContainText(women[1]!.name);

    // My profile: the location from the browser's position (Munich), saved.
    await context.grantPermissions(['geolocation'], { origin: germanSite });
    await context.setGeolocation(MUNICH);
    await page.getByTestId('account-menu').click();
    await page.getByTestId('my-profile-link').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: de.profile.title })).toBeVisible();
    await page.getByRole('button', { name: de.location.button }).click();
    await expect(page.getByTestId('profile-located')).toBeVisible();
    await expect(page.getByLabel(de.profile.country, { exact: true })).toHaveValue('DE');
    await expect(page.getByLabel(de.vocab.region_kinds.state)).toHaveValue('DE-BY');
    await expect(page.getByLabel(de.profile.city, { exact: true })).toHaveValue('München');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText(de.profile.saved).first()).toBeVisible();

    // A photo: the first one becomes the main image.
    await expect(page.getByTestId('own-photo')).toHaveCount(0);
    await page.getByTestId('photo-upload-input').setInputFiles({ name: 'ich.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    const tile = page.getByTestId('own-photo').first();
    await expect(tile).toBeVisible();
    await expect(tile.getByText(de.profile.main_badge, { exact: true })).toBeVisible();
    // The tiles' images load lazily: on screen, as the member looks at them, not wherever the page was scrolled.
    await tile.scrollIntoViewIfNeeded();
    await expect(tile.getByRole('img', { name: fill(de.profile.photo_alt, { number: 1 }) })).toHaveJSProperty('complete', true);
    expect(await tile.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByTestId('own-photo').first().getByText(de.profile.main_badge, { exact: true })).toBeVisible();
    await expect(page.getByLabel(de.profile.city, { exact: true })).toHaveValue('München');
    await shot(page, testInfo, 'profile-de-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, testInfo, 'profile-de-375');
  });
});
