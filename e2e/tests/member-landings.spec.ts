import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import { fill, sql } from '../support/fixtures';

// Member landings (docs/product.md#member-landings) on the Italian (default) site: each page and
// variant at phone and desktop width with its texts from the variants' data and the member's card
// from the API; then a signup through each page with an ad's tracking parameters, which reach
// the account and make the network's postback arrive at a receiver this test runs.

const PASSWORD = 'Tramonto-Sul-Lago-77';
const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 860 },
];
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
type Texts = keyof typeof it.member_landing.variants;

/** A visible member of the default site, one with a photo when the demo data has one. */
async function adMember(): Promise<{ id: number; name: string; age: number }> {
  const [row] = await sql<{ id: number; name: string; age: number }>(
    `SELECT u.id, u.name, date_part('year', age(u.date_of_birth))::int AS age
       FROM users u JOIN sites s ON s.id = u.site_id AND s.is_default
      WHERE u.status = 'active' AND NOT u.invisible AND u.profile_status = 'active'
      ORDER BY EXISTS (SELECT 1 FROM photos p WHERE p.user_id = u.id AND p.status = 'active') DESC, u.id
      LIMIT 1`,
  );
  if (!row) throw new Error('no visible member on the default site');
  return row;
}

async function expectLanding(page: Page, member: { id: number; name: string; age: number }, variantId: string, texts: Texts) {
  const vars = { name: member.name, age: member.age };
  const landing = page.getByTestId('member-landing');
  await expect(landing).toHaveAttribute('data-variant', variantId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(it.member_landing.variants[texts].title, vars));
  await expect(landing).toContainText(fill(it.member_landing.variants[texts].lead, vars));
  await expect(page.getByRole('group', { name: it.member_landing.card_label }).getByTestId('member-card')).toContainText(member.name);
  const cta = page.getByTestId('member-landing-cta');
  await expect(cta).toHaveText(fill(it.member_landing.variants[texts].cta, vars));
  await expect(cta).toHaveAttribute('href', `/members/${member.id}/signup`);
}

test.describe('member landings', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('skipped-site-entry-warning', String(Date.now()));
      if (!document.cookie.includes('cookie_consent=')) document.cookie = 'cookie_consent=v1.a0.m0; path=/; SameSite=Lax';
    });
  });

  test('each landing and variant shows the member and its texts at 375 and 1280 px', async ({ page }) => {
    test.setTimeout(240_000);
    const member = await adMember();
    const pages: Array<{ path: string; variant: string; texts: Texts; video: boolean }> = [
      { path: 'landing', variant: 'landing', texts: 'chat', video: false },
      { path: 'landing2', variant: 'landing2', texts: 'spotlight', video: false },
      { path: 'landing2/tonight', variant: 'landing2/tonight', texts: 'tonight', video: false },
      { path: 'landing3', variant: 'landing3', texts: 'video', video: true },
      { path: 'landing3/tonight', variant: 'landing3/tonight', texts: 'tonight', video: true },
      // An unknown slug is the page's default, not an error.
      { path: 'landing2/no-such-campaign', variant: 'landing2', texts: 'spotlight', video: false },
    ];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const entry of pages) {
        await page.goto(`/members/${member.id}/${entry.path}`);
        await expectLanding(page, member, entry.variant, entry.texts);
        await expect(page.getByTestId('member-landing-video')).toHaveCount(entry.video ? 1 : 0);
        if (entry.video) {
          await expect(page.getByTestId('member-landing-video')).toHaveAttribute(
            'aria-label',
            fill(it.member_landing.video_label, { name: member.name }),
          );
        }
        // The empty layout: no top bar, no footer.
        await expect(page.locator('.top-bar, footer')).toHaveCount(0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `/tmp/h3-shots/landing-${entry.path.replace('/', '-')}-${size.width}.png`, fullPage: true });
      }
    }
  });

  test('an unknown member shows the unavailable page with the layout’s signup modal', async ({ page }) => {
    await page.goto('/members/2000000000/landing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.member_landing.unavailable_title);
    await page.getByRole('button', { name: it.member_landing.browse }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  const signups: Array<{ path: string; texts: Texts }> = [
    { path: 'landing', texts: 'chat' },
    { path: 'landing2/tonight', texts: 'tonight' },
    { path: 'landing3', texts: 'video' },
  ];
  for (const { path, texts } of signups) {
    test(`signs up through /${path} with tracking parameters that reach the account and the network’s postback`, async ({ page }) => {
      test.setTimeout(240_000);
      const received: string[] = [];
      const server: Server = createServer((req, res) => {
        received.push(req.url ?? '');
        res.writeHead(200).end('ok');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const network = `e2e${Date.now()}`;
      try {
        const port = (server.address() as AddressInfo).port;
        await sql(`INSERT INTO affiliate_networks (name, postback_url) VALUES ($1, $2)`, [
          network,
          `http://127.0.0.1:${port}/pb?click={ref}&s1={sub1}&s2={sub2}&s3={sub3}&event={event}`,
        ]);
        const member = await adMember();
        const email = uniqueEmail('landing');
        const ref = `click${Date.now()}`;

        await page.setViewportSize(SIZES[0]!);
        await page.goto(`/members/${member.id}/${path}?network=${network}&ref=${ref}&aff_sub=one&sub2=two&sub3={three}&cpc=0.4`);
        await expectLanding(page, member, path, texts);
        // The tracking names leave the address once stored, as on every page.
        await expect.poll(() => new URL(page.url()).search).toBe('');

        await page.getByTestId('member-landing-cta').click();
        await expect(page).toHaveURL(new RegExp(`/members/${member.id}/signup$`));
        await page.getByLabel(it.forms.email).fill(email);
        await page.getByLabel(it.signup.name).fill('Paolo');
        await page.getByLabel(it.forms.password, { exact: true }).fill(PASSWORD);
        await page.getByLabel(it.signup.day).selectOption('15');
        await page.getByLabel(it.signup.month).selectOption({ label: 'Giugno' });
        await page.getByLabel(it.signup.year).selectOption('1989');
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: it.signup.create_account }).click();
        await expect(page).toHaveURL(new RegExp(`/members/${member.id}$`), { timeout: 30_000 });

        const [account] = await sql<{ id: number; tracking: Record<string, string>; signup_flow: string }>(
          `SELECT id, tracking, signup_flow FROM users WHERE email = $1`,
          [email],
        );
        expect(account!.tracking).toEqual({ network, ref, sub1: 'one', sub2: 'two', sub3: 'three' });
        expect(account!.signup_flow).toBe('api');

        // The workers call the network once for the signup, with the click's values.
        await expect.poll(() => received.filter((url) => url.includes(`click=${ref}&`)).length, { timeout: 30_000 }).toBe(1);
        expect(received.find((url) => url.includes(`click=${ref}&`))).toBe(`/pb?click=${ref}&s1=one&s2=two&s3=three&event=signup`);
        await expect
          .poll(
            async () =>
              (
                await sql<{ sent: boolean }>(`SELECT sent_at IS NOT NULL AS sent FROM affiliate_postbacks WHERE user_id = $1`, [
                  account!.id,
                ])
              )[0]?.sent,
          )
          .toBe(true);
      } finally {
        await sql(`DELETE FROM affiliate_networks WHERE name = $1`, [network]);
        await new Promise((resolve) => server.close(resolve));
      }
    });
  }
});
