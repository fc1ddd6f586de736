import { expect, test, type Page, type Response } from '@playwright/test';
import { createMember, grantCredits, logIn, memberContext } from '../support/fixtures';

// The site's minute polls are conditional end to end (docs/decisions.md, "The polled endpoints"):
// the backend tags each answer with the member's version, kept by the workers' listener; the
// browser keeps the answer and asks again with its tag (the backend answers 304 without SQL, the
// page still reads the whole answer); a change in the database moves the tag, and the next poll
// carries the new data. Runs through the site's proxy with the apps of `npm test`.

const USER = '/api/user.php?optional=1';

/** One poll as the site's API client sends it: the browser's request and response, and what the page read. */
async function poll(page: Page): Promise<{ response: Response; sentTag: string | undefined; credits: number }> {
  const [response, credits] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(USER)),
    page.evaluate(
      (path) =>
        fetch(path, { credentials: 'same-origin', headers: { 'x-amoretto-client': 'web' } })
          .then((r) => r.json() as Promise<{ user: { credits: number } }>)
          .then((body) => body.user.credits),
      USER,
    ),
  ]);
  return { response, sentTag: (await response.request().allHeaders())['if-none-match'], credits };
}

test('the browser asks again with its tag, reads the same answer, and sees a change at the next poll', async ({ browser, baseURL }) => {
  const email = `e2e-polls-${Date.now()}@example.com`;
  const id = await createMember({
    email,
    name: 'Polly',
    gender: 'female',
    country: 'IT',
    language: 'it',
    sexuality: 'bi',
    city: 'Bologna',
    dateOfBirth: '1990-03-02',
    credits: 10,
  });
  const context = await memberContext(browser, { baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await logIn(page, email);

  const first = await poll(page);
  const tag = (await first.response.allHeaders()).etag;
  expect(tag).toMatch(new RegExp(`^W/"${id}\\.\\d+\\.\\d+\\.\\d{4}-\\d\\d-\\d\\d"$`));
  expect(first.credits).toBe(10);

  const second = await poll(page);
  expect(second.sentTag).toBe(tag);
  expect((await second.response.allHeaders()).etag).toBe(tag);
  expect(second.credits).toBe(10);

  // Credits bought elsewhere: the listener moves the version once the change commits (its own
  // timing), so the page polls until the tag moves, as its minute refresh would.
  await grantCredits(id, 5, `e2e-polls-${id}`);
  await expect.poll(async () => (await poll(page)).credits, { timeout: 15_000 }).toBe(15);
  const third = await poll(page);
  expect((await third.response.allHeaders()).etag).not.toBe(tag);
  expect(third.sentTag).toBe((await third.response.allHeaders()).etag);
  await context.close();
});
