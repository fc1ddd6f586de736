import { expect, test } from '@playwright/test';
import it from '../../shared/src/i18n/it.json' with { type: 'json' };
import { expectAccessible } from '../support/axe';
import { api, createMember, MEMBER_PASSWORD, memberContext, sql } from '../support/fixtures';

// The match finder on the Italian site: a member answers age group, appearance and background,
// goes back a step, and gets members of that age group. A woman who described herself as the
// chosen background and appearance comes first; one who stated nothing is still in the list;
// one outside the age group is not. The women carry a demo photo so they sit among the first
// results (members with a photo come before those without).

test('walks the steps to the results, where background and appearance order but never leave anyone out', async ({ browser, baseURL }) => {
  // Seven page loads, two axe runs and five full-page screenshots: a journey, not one page.
  test.setTimeout(240_000);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const [photo] = await sql<{ filename: string; thumb_filename: string }>(
    `SELECT filename, thumb_filename FROM photos WHERE status = 'active' ORDER BY id LIMIT 1`,
  );
  const woman = async (name: string, dateOfBirth: string, self: { appearance?: string; ethnicity?: string } = {}) => {
    const id = await createMember({
      email: `e2e-finder-${tag}-${name.toLowerCase()}@example.com`,
      name,
      gender: 'female',
      country: 'IT',
      language: 'it',
      sexuality: 'hetero',
      city: 'Parma',
      dateOfBirth,
    });
    await sql(`UPDATE users SET appearance = $2, ethnicity = $3 WHERE id = $1`, [id, self.appearance ?? null, self.ethnicity ?? null]);
    if (photo) {
      await sql(`INSERT INTO photos (user_id, filename, thumb_filename, status, position) VALUES ($1, $2, $3, 'active', 0)`, [
        id,
        photo.filename,
        photo.thumb_filename,
      ]);
    }
    return id;
  };
  const described = await woman(`Sara${tag.slice(-4)}`, '1999-04-04', { appearance: 'sexy', ethnicity: 'white' });
  const older = await woman(`Franca${tag.slice(-4)}`, '1970-04-04', { appearance: 'sexy', ethnicity: 'white' });
  const unstated = await woman(`Anna${tag.slice(-4)}`, '1998-04-04');

  const email = `e2e-finder-${tag}-player@example.com`;
  await createMember({
    email,
    name: `Paolo${tag.slice(-4)}`,
    gender: 'male',
    country: 'IT',
    language: 'it',
    sexuality: 'hetero',
    city: 'Parma',
    dateOfBirth: '1992-01-01',
  });
  const context = await memberContext(browser, { baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  expect((await api(page, 'POST', '/api/user.php', { email, password: MEMBER_PASSWORD })).status).toBe(200);

  await page.goto('/likes/received');
  await page.getByTestId('play-match-finder').click();
  await expect(page).toHaveURL(/\/match-finder$/);
  await expect(page.getByRole('heading', { level: 1, name: it.match_finder.title })).toBeVisible();

  // Step 1: age group.
  await expect(page.getByTestId('match-finder-step-age_group')).toBeVisible();
  await page.screenshot({ path: '/tmp/h1-shots/finder-step1-1280.png', fullPage: true });
  await page.getByRole('button', { name: it.match_finder.choice_age_group_18_35 }).click();

  // Step 2: appearance, with its note; Back returns to step 1 with the answer kept marked.
  await expect(page.getByTestId('match-finder-step-appearance')).toBeVisible();
  await expect(page.getByText(it.match_finder.note_appearance)).toBeVisible();
  await expect(page.getByRole('heading', { name: it.match_finder.question_appearance })).toBeFocused();
  await page.getByRole('button', { name: it.match_finder.back }).click();
  await expect(page.getByTestId('match-finder-step-age_group')).toBeVisible();
  await expect(page.getByRole('button', { name: it.match_finder.choice_age_group_18_35 })).toHaveAttribute('aria-pressed', 'true');
  // The keyboard answers too.
  await page.getByRole('button', { name: it.match_finder.choice_age_group_18_35 }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: it.match_finder.choice_appearance_sexy }).click();

  // Step 3: background, which says in the product's words that nobody is hidden for it.
  await expect(page.getByTestId('match-finder-step-race')).toBeVisible();
  await expect(page.getByText(it.match_finder.note_race)).toBeVisible();
  await expect(page.getByRole('button', { name: it.match_finder.choice_race_any })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/h1-shots/finder-step3-1280.png', fullPage: true });
  await page.getByRole('button', { name: it.match_finder.choice_race_white }).click();

  // Results: the self-described woman first, the one who stated nothing still there, the older one not.
  const results = page.getByTestId('match-finder-results');
  await expect(results).toBeVisible();
  const cards = results.getByTestId('member-card');
  await expect(cards.first()).toHaveAttribute('data-member-id', String(described));
  await expect(results.locator(`[data-member-id="${unstated}"]`)).toBeVisible();
  await expect(results.locator(`[data-member-id="${older}"]`)).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^${it.match_finder.title}`));
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/h1-shots/finder-results-1280.png', fullPage: true });

  // At 375 px the results fit the width.
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: '/tmp/h1-shots/finder-results-375.png' });

  // A card leads to the member's profile.
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/members/${described}$`));

  // A fresh start at 375 px shows the first step without sideways scrolling.
  await page.goto('/match-finder');
  await page.getByRole('button', { name: it.match_finder.choice_age_group_35_ }).click();
  await page.getByRole('button', { name: it.match_finder.choice_appearance_normal }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: '/tmp/h1-shots/finder-step3-375.png', fullPage: true });
  await page.getByRole('button', { name: it.match_finder.choice_race_any }).click();
  await expect(page.getByTestId('match-finder-results').locator(`[data-member-id="${older}"]`)).toBeVisible();

  // Members describe themselves on their profile, optionally; the finder's note is repeated there.
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/profile');
  await expect(page.getByText(it.profile.self_note)).toBeVisible();
  await page.getByLabel(it.profile.self_ethnicity).selectOption('other');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText(it.profile.saved).first()).toBeVisible();
  await expect
    .poll(async () => (await sql<{ ethnicity: string | null }>(`SELECT ethnicity FROM users WHERE email = $1`, [email]))[0]?.ethnicity)
    .toBe('other');
  await page.getByLabel(it.profile.self_ethnicity).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/h1-shots/profile-self-1280.png' });
  await context.close();
});
