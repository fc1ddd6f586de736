import type { Page } from '@playwright/test';

/**
 * Holds the app's entry file back until `release()`, recording every request the page makes (path
 * and query): what is asked for while it is held was asked for by index.html's boot script.
 */
export async function holdAppEntry(page: Page): Promise<{ asked: string[]; release: () => void }> {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    asked.push(`${url.pathname}${url.search}`);
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { asked, release };
}
