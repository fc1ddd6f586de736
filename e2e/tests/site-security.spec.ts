import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import { base, createMember, fill, logIn, memberContext } from '../support/fixtures';

// The site's pages carry a strict content security policy (scripts only from the site,
// nothing inline) and may not be framed. These tests walk the main screens under that
// policy and try to frame the site from another origin.

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** Collects every CSP violation any page of the context reports. */
async function watchViolations(context: BrowserContext): Promise<() => Promise<Violation[]>> {
  const pages: Page[] = [];
  context.on('page', (page) => pages.push(page));
  await context.addInitScript(() => {
    const seen: { directive: string; blocked: string; page: string }[] = [];
    (window as unknown as { __violations: typeof seen }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.pathname }),
    );
  });
  return async () => {
    const all: Violation[] = [];
    for (const page of pages) {
      if (page.isClosed()) continue;
      all.push(...(await page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations ?? [])));
    }
    return all;
  };
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('main#main, main').first()).toBeVisible();
}

test('the site works under its content security policy', async ({ browser }) => {
  test.setTimeout(240_000);
  const run = Math.random().toString(36).slice(2, 8);

  // A visitor's pages.
  const visitorContext = await memberContext(browser);
  const visitorViolations = await watchViolations(visitorContext);
  const visitor = await visitorContext.newPage();
  const home = await visitor.goto('/');
  const headers = home!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(visitor.locator('main#main')).toBeVisible();
  for (const path of ['/login', '/signup', '/pages/terms', '/complaints']) await open(visitor, path);
  expect(await visitorViolations()).toEqual([]);

  // A member's pages, and a live chat over the websocket.
  const email = `e2e-csp-${run}@example.com`;
  const partnerId = await createMember({
    email: `e2e-csp-partner-${run}@example.com`,
    name: 'Carla',
    gender: 'female',
    country: 'IT',
    language: 'it',
    sexuality: 'hetero',
    city: 'Roma',
    dateOfBirth: '1990-03-04',
    credits: 0,
  });
  await createMember({
    email,
    name: 'Marco',
    gender: 'male',
    country: 'IT',
    language: 'it',
    sexuality: 'hetero',
    city: 'Milano',
    dateOfBirth: '1987-09-10',
    credits: 100,
  });
  const context = await memberContext(browser);
  const violations = await watchViolations(context);
  const page = await context.newPage();
  await page.goto('/');
  await logIn(page, email);
  for (const path of ['/', '/members', '/likes', '/chats', '/profile', '/settings', `/members/${partnerId}`]) await open(page, path);
  await open(page, `/members/${partnerId}/chat`);
  // A new conversation offers opening lines first; Marco writes his own.
  await page.getByTestId('icebreaker-own').click();
  await expect(page.getByTestId('icebreakers')).toBeHidden();
  const text = `Ciao Carla ${randomUUID().slice(0, 8)}`;
  await page.getByLabel(fill(it.chat.input_label, { name: 'Carla' })).fill(text);
  await page.getByTestId('send-message').click();
  await expect(page.getByTestId('message').filter({ hasText: text })).toBeVisible();
  await expect(page.getByTestId('pending-message')).toHaveCount(0);
  expect(await violations()).toEqual([]);
});

test('another site cannot frame the site', async ({ page }) => {
  // An attacker's page on another origin, served by the test itself.
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe src="${new URL('/login', base).href}"></iframe>` }),
  );
  await page.goto('http://attacker.test/');
  // Blocked frames end on the browser's error page instead of the login form.
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toBe('chrome-error://chromewebdata/');
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  expect(await frame.locator('#root').count()).toBe(0);
});
