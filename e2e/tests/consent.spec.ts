// The cookie banner and the site's tags (docs/product.md#consent): nothing of the tracking tag or
// the session-analytics script loads or reports before the visitor chooses; afterwards exactly the
// allowed ones do, with the site's own tag ids (site data, here the local collector's stand-ins);
// the choice can be changed from /pages/cookies; operator pages never load them.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { sql } from '../support/fixtures';

const SHOTS = '/tmp/h4-shots';

/** A fresh visitor past the adults-only warning, with every request to the collector recorded. */
async function visitor(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 860 } });
  await context.addInitScript(() => window.localStorage.setItem('skipped-site-entry-warning', String(Date.now())));
  const page = await context.newPage();
  const collected: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/collect/')) return;
    const body = request.postDataJSON() as { kind: string; tag_id: string; path: string } | null;
    collected.push(body ? `hit ${body.kind} ${body.tag_id} ${body.path}` : `script ${url.pathname}`);
  });
  return { context, page, collected };
}

/** The site's tag ids as its data says (the settings the page itself reads). */
async function siteTags(page: Page): Promise<{ tag: string; analytics: string }> {
  const settings = await page.evaluate(async () => (await fetch('/api/settings.php')).json());
  const tags = (settings as { tags: { tracking_tag: { id: string }; session_analytics: { id: string } } }).tags;
  return { tag: tags.tracking_tag.id, analytics: tags.session_analytics.id };
}

test('nothing loads before consent; analytics only loads the session-analytics script, which reports each page', async ({ browser }) => {
  const { context, page, collected } = await visitor(browser);
  const since = new Date();
  await page.goto('/');
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Cookie su questo sito' })).toBeVisible();
  const { tag, analytics } = await siteTags(page);
  expect(tag).toBe('TAG-amoretto-it');

  // Well after the first paint and the banner: still not one request to the collector, no script element.
  await page.waitForLoadState('networkidle');
  expect(collected).toEqual([]);
  expect(await page.locator('script[data-tag-kind]').count()).toBe(0);
  await expectAccessible(page, '/ with the cookie banner');

  // By keyboard: open the choices, tick analytics, save.
  await page.getByTestId('consent-customize').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Analisi')).not.toBeChecked();
  await page.getByLabel('Analisi').focus();
  await page.keyboard.press('Space');
  await page.getByTestId('consent-save').focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();

  await expect.poll(() => collected).toContain(`hit session_analytics ${analytics} /`);
  expect(collected).toContain('script /api/collect/session-analytics.js');
  // A page the app moves to is reported too.
  await page.goto('/pages/faq');
  await expect.poll(() => collected).toContain(`hit session_analytics ${analytics} /pages/faq`);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /privacy/i })
    .first()
    .click();
  await expect.poll(() => collected).toContain(`hit session_analytics ${analytics} /pages/privacy`);
  expect(collected.filter((entry) => entry.includes('tracking'))).toEqual([]);

  // The collector stored them for this site. Polled: the browser has sent the last hit, but the
  // collector may not have stored it yet.
  const storedPaths = async () =>
    (
      await sql<{ path: string }>(
        `SELECT h.path FROM collector_hits h JOIN sites s ON s.id = h.site_id
          WHERE s.domain = 'amoretto.it' AND h.created_at >= $1 AND h.tag_id = $2 ORDER BY h.id`,
        [since, analytics],
      )
    ).map((hit) => hit.path);
  await expect.poll(storedPaths).toEqual(expect.arrayContaining(['/', '/pages/faq', '/pages/privacy']));
  await context.close();
});

test('accept all loads both tags; /pages/cookies changes the choice, and a withdrawn tag is gone after the reload', async ({ browser }) => {
  const { context, page, collected } = await visitor(browser);
  await page.goto('/pages/cookies');
  const { tag, analytics } = await siteTags(page);
  await expect(page.getByTestId('cookie-settings-current')).toHaveText('Non hai ancora scelto.');
  await page.getByTestId('consent-accept-all').click();
  await expect
    .poll(() => collected)
    .toEqual(expect.arrayContaining([`hit tracking_tag ${tag} /pages/cookies`, `hit session_analytics ${analytics} /pages/cookies`]));
  await expect(page.getByTestId('cookie-settings-current')).toHaveText('La tua scelta: Necessari, Analisi, Marketing');

  // Changed later from the cookies page: the banner opens again with the choice ticked, focus on it.
  await page.getByTestId('cookie-settings-change').click();
  const banner = page.getByTestId('consent-banner');
  await expect(banner.getByRole('heading')).toBeFocused();
  await expect(page.getByLabel('Marketing')).toBeChecked();
  await page.getByLabel('Analisi').uncheck();
  collected.length = 0;
  // The running session-analytics script cannot be unloaded: the page starts again without it.
  await Promise.all([page.waitForEvent('load'), page.getByTestId('consent-save').click()]);
  await expect(page.getByTestId('cookie-settings-current')).toHaveText('La tua scelta: Necessari, Marketing');
  await expect.poll(() => collected).toContain(`hit tracking_tag ${tag} /pages/cookies`);
  await page.waitForLoadState('networkidle');
  expect(collected.filter((entry) => entry.includes('session'))).toEqual([]);
  expect(await page.locator('script[data-tag-kind]').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('data-tag-kind')))).toEqual(
    ['tracking_tag'],
  );
  await expect(banner).toBeHidden();
  await context.close();
});

test('a first visit draws the banner in the same render as the page, not a moment after it', async ({ browser }) => {
  const { page } = await visitor(browser, 375);
  // Whether the banner was in the document when the page's main area first was: React inserts what
  // one render drew in one go, which one observer callback sees.
  await page.addInitScript(() => {
    const seen = window as unknown as { bannerWithPage?: boolean };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main')) return;
      seen.bannerWithPage = document.querySelector('[data-testid="consent-banner"]') !== null;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/members');
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { bannerWithPage?: boolean }).bannerWithPage)).toBe(true);
});

test('operator pages show no banner and load no tag, whatever the browser consented to', async ({ browser }) => {
  const { context, page, collected } = await visitor(browser);
  await page.goto('/operator/login');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await context.addCookies([{ name: 'cookie_consent', value: 'v1.a1.m1', url: page.url() }]);
  await page.goto('/operator/login');
  await page.waitForLoadState('networkidle');
  expect(collected).toEqual([]);
  expect(await page.locator('script[data-tag-kind]').count()).toBe(0);
  await context.close();
});

test('the banner at 375 and 1280 px keeps the page usable: nothing fixed over it, the page scrolls past it', async ({ browser }) => {
  for (const width of [375, 1280]) {
    const { context, page } = await visitor(browser, width);
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/consent-${width}.png` });
    await page.getByTestId('consent-customize').click();
    await page.screenshot({ path: `${SHOTS}/consent-choose-${width}.png` });
    const box = (await banner.boundingBox())!;
    // A bar, not a cover: on a phone it takes well under half the screen even with the choices open.
    expect(box.height).toBeLessThan(width < 500 ? 420 : 200);
    // At the end of the page the footer is above it, not under it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const after = (await banner.boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(after.y + 1);
    await context.close();
  }
});
