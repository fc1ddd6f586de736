import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import nl from '../../shared/src/i18n/nl.json' with { type: 'json' };
import { utrechtMember, fill, logIn, memberContext, siteOrigin, sql } from '../support/fixtures';

// What a new member noticed on the Dutch site, each checked in the browser with a screenshot
// beside it: the age filter keeps its row, member cards keep name and age on one line, the
// phone's chat header shows the whole name, the credits badge before activation speaks of
// the signup credits, and a member without credits learns it before typing.

const site = siteOrigin('nl');

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function memberPage(browser: import('@playwright/test').Browser, email: string, width: number): Promise<Page> {
  const page = await (await memberContext(browser)).newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${site}/`);
  await logIn(page, email);
  return page;
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

test.describe('what a new member noticed', () => {
  for (const width of [1280, 375]) {
    test(`at ${width} px the age filter keeps its row and every card shows name and age on one line`, async ({ browser }, testInfo) => {
      const run = randomUUID().slice(0, 8);
      const email = `e2e-new-cards-${run}@example.com`;
      await utrechtMember({
        email,
        name: 'Bram',
        gender: 'male',
        dateOfBirth: '1988-02-02',
      });
      // A long name among the results, the case that used to wrap on one card and not its neighbours.
      await utrechtMember({
        email: `e2e-new-long-${run}@example.com`,
        name: 'Anne-Marijke Wilhelmina',
        gender: 'female',
        dateOfBirth: '1990-01-01',
      });
      const page = await memberPage(browser, email, width);
      await page.goto(`${site}/members?gender=female`);
      await expect(page.getByTestId('member-card').first()).toBeVisible();

      const form = await box(page, '[data-testid="search-filters"]');
      const submit = await box(page, '[data-testid="search-submit"]');
      await page.getByTestId('search-age-mode').selectOption('over');
      await expect(page.getByTestId('search-filters').getByLabel(nl.search.age_from, { exact: true })).toBeVisible();
      await shot(page, testInfo, `age-over-${width}`);
      expect(await box(page, '[data-testid="search-filters"]')).toEqual(form);
      expect(await box(page, '[data-testid="search-submit"]')).toEqual(submit);
      await page.getByTestId('search-age-mode').selectOption('range');
      await expect(page.getByTestId('search-filters').getByLabel(nl.search.age_to, { exact: true })).toBeVisible();
      expect(await box(page, '[data-testid="search-filters"]')).toEqual(form);

      // Every card's name line is one line high, whatever the name's length.
      const heights = await page
        .locator('.member-card__name')
        .evaluateAll((names) => names.map((name) => Math.round(name.getBoundingClientRect().height)));
      expect(heights.length).toBeGreaterThan(1);
      expect(new Set(heights).size).toBe(1);
      const ages = await page.locator('.member-card__age').evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
      expect(ages.every((lines) => lines === 1)).toBe(true);
    });
  }

  test('on a phone the chat header shows the whole name, with the age under it', async ({ browser }, testInfo) => {
    const run = randomUUID().slice(0, 8);
    const email = `e2e-new-header-${run}@example.com`;
    await utrechtMember({
      email,
      name: 'Bram',
      gender: 'male',
      dateOfBirth: '1988-02-02',
      credits: 40,
    });
    const partner = await utrechtMember({
      email: `e2e-new-header-p-${run}@example.com`,
      name: 'Anne-Marijke',
      gender: 'female',
      dateOfBirth: '1990-01-01',
    });
    const page = await memberPage(browser, email, 375);
    await page.goto(`${site}/members/${partner}/chat`);
    await page.getByTestId('icebreaker-own').click();
    const name = page.locator('.conversation-header__name > span').first();
    await expect(name).toHaveText('Anne-Marijke');
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await shot(page, testInfo, 'chat-header-375');
  });

  test('before activation the badge promises the signup credits; without credits the composer offers the credits page up front', async ({
    browser,
  }, testInfo) => {
    const run = randomUUID().slice(0, 8);
    const email = `e2e-new-unconfirmed-${run}@example.com`;
    const id = await utrechtMember({
      email,
      name: 'Bram',
      gender: 'male',
      dateOfBirth: '1988-02-02',
    });
    await sql(`UPDATE users SET status = 'not_confirmed' WHERE id = $1`, [id]);
    const [{ signup_credits: signupCredits, message_credits: price }] = await sql<{ signup_credits: number; message_credits: number }>(
      `SELECT signup_credits, message_credits FROM sites WHERE 'NL' = ANY(countries)`,
    );
    const partner = await utrechtMember({
      email: `e2e-new-unconfirmed-p-${run}@example.com`,
      name: 'Femke',
      gender: 'female',
      dateOfBirth: '1990-01-01',
    });
    const page = await memberPage(browser, email, 1280);
    await page.goto(`${site}/members`);
    const badge = page.getByTestId('credits-badge');
    await expect(badge).toHaveAttribute('data-kind', 'activation');
    await expect(badge).toHaveText(fill(nl.nav.credits_on_activation, { credits: signupCredits }));
    await shot(page, testInfo, 'badge-before-activation-1280');

    // Confirmed now, still 0 credits: the red badge, and the chat says so before any typing.
    await sql(`UPDATE users SET status = 'active' WHERE id = $1`, [id]);
    await page.goto(`${site}/members`);
    await expect(badge).toHaveAttribute('data-kind', 'danger');
    await page.goto(`${site}/members/${partner}/chat`);
    await page.getByTestId('icebreaker-own').click();
    await expect(page.getByTestId('send-footer-hint')).toHaveText(fill(nl.chat.credits_short, { price, credits: 0 }));
    await expect(page.getByTestId('send-message')).toHaveCount(0);
    await shot(page, testInfo, 'chat-no-credits-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('send-footer-hint')).toBeVisible();
    await shot(page, testInfo, 'chat-no-credits-375');
    await page.getByTestId('send-footer-buy-credits').click();
    await expect(page).toHaveURL(/\/credits$/);
  });
});
