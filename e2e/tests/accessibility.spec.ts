import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { axeViolations } from '../support/axe';
import { allowOneMorePage } from '../support/page-budget';
import { createMember, utrechtMember, logIn, memberContext, siteOrigin, sql } from '../support/fixtures';

// axe-core on every kind of page of the product, on a desktop and on a 375 px phone: what a
// visitor sees (home, sign-up, login, pricing, the static pages, a missing page) and what a
// member with a conversation sees (members, a member's page, likes tabs, chats and a
// conversation, profile, settings, credits, premium, transactions, direct debit). Each run
// collects the violations of all pages, so one failure lists everything there is to fix.

const site = siteOrigin('nl');

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 375, height: 740 },
] as const;

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeVisible();
  await page.waitForFunction(() => !document.querySelector('.loading-bar--running'));
  // Spinners and skeletons are not what a reader meets once the page has loaded.
  await expect(page.locator('.spinner-border, [data-testid$="skeleton"]')).toHaveCount(0);
}

async function check(page: Page, path: string, found: string[], ready?: (page: Page) => Promise<void>): Promise<void> {
  allowOneMorePage();
  await page.goto(`${site}${path}`);
  await settled(page);
  if (ready) await ready(page);
  for (const violation of await axeViolations(page)) found.push(`${path}: ${violation}`);
}

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await memberContext(browser);
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  return page;
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name} size`, () => {
    test('visitor pages have no accessibility violations', async ({ browser }) => {
      const page = await newPage(browser, viewport);
      const found: string[] = [];
      const pages = [
        '/',
        '/login',
        '/signup',
        '/pricing',
        '/reset-password',
        '/complaints',
        '/no-such-page',
        '/pages/faq',
        '/pages/terms',
        '/pages/privacy',
        '/pages/cookies',
        '/pages/return-policy',
        '/pages/ban',
        '/pages/service',
      ];
      for (const path of pages) await check(page, path, found);
      expect(found).toEqual([]);
    });

    test('member pages have no accessibility violations', async ({ browser }) => {
      // Beyond the pages checked: two logins and a conversation of two messages.
      test.setTimeout(240_000);
      const run = randomUUID().slice(0, 8);
      const partnerEmail = `e2e-a11y-partner-${run}@example.com`;
      const partner = await utrechtMember({
        email: partnerEmail,
        name: 'Femke',
        gender: 'female',
        dateOfBirth: '1990-03-02',
        credits: 20,
      });
      const email = `e2e-a11y-member-${run}@example.com`;
      const id = await utrechtMember({
        email,
        name: 'Joost',
        gender: 'male',
        dateOfBirth: '1987-05-20',
        credits: 40,
      });
      await sql(`UPDATE users SET paid_user = true WHERE id = $1`, [id]);
      // Likes each way, so every likes tab has cards (seen already: no like modal interrupts the checks).
      const match = await createMember({
        email: `e2e-a11y-match-${run}@example.com`,
        name: 'Sanne',
        gender: 'female',
        country: 'NL',
        language: 'nl',
        sexuality: 'hetero',
        city: 'Utrecht',
        dateOfBirth: '1989-07-14',
      });
      await sql(`INSERT INTO likes (liker_id, liked_id, like_new) VALUES ($1, $2, false), ($2, $3, false), ($3, $2, false)`, [
        partner,
        id,
        match,
      ]);

      const page = await newPage(browser, viewport);
      await page.goto(`${site}/`);
      await logIn(page, email);
      const found: string[] = [];

      // A conversation with a message each way, so the list has both kinds of bubble and a day line.
      await page.goto(`${site}/members/${partner}/chat`);
      // A new conversation offers opening lines first; this member writes his own.
      await page.getByTestId('icebreaker-own').click();
      await page.getByTestId('message-input').fill('Hoi Femke, hoe gaat het?');
      await page.getByTestId('send-message').click();
      await expect(page.getByTestId('message')).toHaveCount(1);
      const partnerPage = await newPage(browser, viewport);
      await partnerPage.goto(`${site}/`);
      await logIn(partnerPage, partnerEmail);
      await partnerPage.goto(`${site}/chats`);
      await partnerPage.getByTestId('chat-item').first().click();
      await partnerPage.getByTestId('message-input').fill('Goed! En met jou?');
      await partnerPage.getByTestId('send-message').click();
      await expect(partnerPage.getByTestId('message')).toHaveCount(2);
      for (const violation of await axeViolations(partnerPage)) found.push(`partner's conversation: ${violation}`);

      const withCards = async (p: Page) => {
        await expect(p.getByTestId('member-card').first()).toBeVisible();
      };
      await check(page, '/members', found, withCards);
      await check(page, `/members/${partner}`, found);
      await check(page, `/members/${partner}/chat`, found, async (p) => {
        await expect(p.getByTestId('message')).toHaveCount(2);
      });
      await check(page, '/chats', found);
      for (const tab of ['received', 'sent', 'matches', 'favourites']) await check(page, `/likes/${tab}`, found);
      await check(page, '/signup-matches', found, withCards);
      for (const path of [
        '/profile',
        '/settings',
        '/notifications',
        '/settings/account',
        '/premium',
        '/pricing',
        '/transactions',
        '/pages/faq',
      ]) {
        await check(page, path, found);
      }
      // Credits last: direct debit is reached from it with a chosen package.
      await check(page, '/credits', found);
      await page.getByTestId('package-p0').click();
      await page.getByTestId('method-directdebit').click();
      await expect(page).toHaveURL(/\/directdebit/);
      await settled(page);
      for (const violation of await axeViolations(page)) found.push(`/directdebit: ${violation}`);
      expect(found).toEqual([]);
    });
  });
}
