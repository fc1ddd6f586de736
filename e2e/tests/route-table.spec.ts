// Every route of the product's route table (docs/product.md#screens) answers with its page for the
// visitor it is for: not the not-found page, not the error page. Path parameters come from data
// made here (two members, a like, a conversation, a paid order) and from what the demo seed holds
// (credit packages, lander variants). Each route is checked on its own, so a missing one is named.
import { randomBytes } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import { createMember, logIn, memberContext, sql } from '../support/fixtures';

const run = Math.random().toString(36).slice(2, 8);
const MEMBER = `routes-${run}@example.com`;
const ids = { member: 0, partner: 0, conversation: 0, package: 0, payment: 0 };

/** The routes, in the table's order; `{…}` parameters are filled from `ids` below. */
const VISITOR_ROUTES = [
  '/',
  '/signup',
  '/login',
  '/reset-password',
  '/reset-password/do?token=x',
  '/activate/done',
  '/activate/error',
  '/account-deleted',
  '/mail-change/do?token=x',
  '/members',
  '/members/{partner}',
  '/members/{partner}/landing',
  '/members/{partner}/signup',
  '/members/{partner}/landing2',
  '/members/{partner}/landing2/{slug}',
  '/members/{partner}/landing3',
  '/members/{partner}/landing3/{slug}',
  '/pricing',
  '/lang-config',
  '/complaints',
  '/{token}',
  '/pages/ban',
  '/pages/cookies',
  '/pages/faq',
  '/pages/privacy',
  '/pages/return-policy',
  '/pages/service',
  '/pages/terms',
  '/landers/adultonly',
  '/landers/tinderswipe',
  '/landers/whoneedsstrings',
  ...[
    'alonetonight',
    'collagelanding',
    'gallery',
    'iconslanding',
    'maplanding',
    'socialnetwork',
    'transitionsvideolanding',
    'video',
  ].flatMap((lander) => [`/landers/${lander}`, `/landers/${lander}/{slug}`]),
];

const MEMBER_ROUTES = [
  '/signup-matches',
  '/complete-signup',
  '/members',
  '/members/{partner}',
  '/members/{partner}/chat',
  '/chats',
  '/chats/{conversation}',
  '/likes',
  '/likes/received',
  '/likes/sent',
  '/likes/matches',
  '/likes/m/{partner}',
  '/credits',
  '/credits/{package}',
  '/credits/{package}/postepay',
  '/credits/repeat-order',
  '/premium',
  '/pricing',
  '/directdebit',
  '/transactions',
  '/transactions/{payment}',
  '/notifications',
  '/profile',
  '/match-finder',
  '/swipe-game',
  '/lang-config',
  '/complaints',
];

function filled(route: string): string {
  return (
    route
      .replace('{partner}', String(ids.partner))
      .replace('{conversation}', String(ids.conversation))
      .replace('{package}', String(ids.package))
      .replace('{payment}', String(ids.payment))
      // A slug a campaign does not know is the campaign's own default variant, never a 404.
      .replace('{slug}', 'summer')
      // A link token of the right shape that was never issued: the page says so, it is no 404.
      .replace('{token}', randomBytes(32).toString('base64url'))
  );
}

/** The page answered: the layout drew something, and it is neither the not-found nor the error page. */
async function expectPage(page: Page, path: string): Promise<void> {
  const answer = await page.goto(path);
  expect(answer?.status(), `${path}: HTTP status of the app shell`).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('.boot-spinner')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(it.error_page.not_found), `${path} shows the not-found page`).toHaveCount(0);
  await expect(page.locator('.error-page'), `${path} shows an error page`).toHaveCount(0);
  await expect(page.locator('h1, h2, [role="heading"]').first(), `${path} shows no heading`).toBeVisible();
}

test.beforeAll(async () => {
  ids.member = await createMember({
    email: MEMBER,
    name: 'Dario',
    country: 'IT',
    language: 'it',
    gender: 'male',
    sexuality: 'hetero',
    city: 'Roma',
    dateOfBirth: '1987-01-20',
    credits: 50,
  });
  ids.partner = await createMember({
    email: `routes-partner-${run}@example.com`,
    name: 'Sofia',
    country: 'IT',
    language: 'it',
    gender: 'female',
    sexuality: 'hetero',
    city: 'Roma',
    dateOfBirth: '1990-09-09',
  });
  const [a, b] = [Math.min(ids.member, ids.partner), Math.max(ids.member, ids.partner)];
  ids.conversation = (
    await sql<{ id: number }>(`INSERT INTO conversations (user_a_id, user_b_id, started_by) VALUES ($1, $2, $3) RETURNING id`, [
      a,
      b,
      ids.member,
    ])
  )[0]!.id;
  await sql(`INSERT INTO likes (liker_id, liked_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING`, [ids.member, ids.partner]);
  const [pkg] = await sql<{ id: number; credits: number; price_cents: number; currency: string }>(
    `SELECT p.id, p.credits, p.price_cents, p.currency FROM credit_packages p JOIN sites s ON s.id = p.site_id
      WHERE s.domain = 'amoretto.it' ORDER BY p.id LIMIT 1`,
  );
  ids.package = pkg!.id;
  ids.payment = (
    await sql<{ id: number }>(
      `INSERT INTO payments (user_id, site_id, package_id, credits, price_cents, amount_cents, currency, method, status, provider,
                             idempotency_key, paid_at)
       SELECT $1, s.id, $2, $3, $4, $4, $5, 'postepay', 'paid', 'sandbox', $6, now() FROM sites s WHERE s.domain = 'amoretto.it'
       RETURNING id`,
      [ids.member, pkg!.id, pkg!.credits, pkg!.price_cents, pkg!.currency, `routes-${run}`],
    )
  )[0]!.id;
});

// One page per kind of visitor, the routes one after the other (a failed route gets a fresh page
// with the next worker): far cheaper than a browser context per route.
test.describe('logged out', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await memberContext(browser);
    page = await context.newPage();
  });
  test.afterAll(() => context.close());
  for (const route of VISITOR_ROUTES) {
    test(route, async () => {
      await expectPage(page, filled(route));
    });
  }
});

test.describe('logged in', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await memberContext(browser);
    page = await context.newPage();
    await page.goto('/pages/faq');
    await logIn(page, MEMBER);
  });
  test.afterAll(() => context.close());
  for (const route of MEMBER_ROUTES) {
    test(route, async () => {
      await expectPage(page, filled(route));
      // A member's page: not the login page it would send a visitor to.
      await expect(page).not.toHaveURL(/\/login(\?|$)/);
    });
  }
});
