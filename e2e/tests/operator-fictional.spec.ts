import { expect, test } from '@playwright/test';
import en from '../../shared/src/i18n/en.json' with { type: 'json' };
import { randomBytes } from 'node:crypto';
import { generate, generateSecret } from 'otplib';
import { expectAccessible } from '../support/axe';
import { createMember, fill, logIn, memberContext, siteOrigin, sql } from '../support/fixtures';

// docs/product.md#fictional-answers: a member writes to a fictional profile; an agent logs in
// to the console with the authenticator code, finds the conversation in the queue, keeps a
// note on the member and answers as the profile; the member sees the answer arrive live, the
// profile still marked fictional.

const site = siteOrigin('gb');
/** Password of operators made here, and its argon2id hash (as in operator-login.spec.ts). */
const OPERATOR_PASSWORD = 'Console-Keeper-2031';
const OPERATOR_PASSWORD_HASH = '$argon2id$v=19$m=65536,p=4,t=3$x/5pjpaJXV6B8UfoCMiYdQ$s7p6TuY3J7gtN00Iv60cEWNd+ZMjbUrcwsDu43+2nIQ';
const SHOTS = process.env.SHOTS_DIR;

test('an agent answers a member as a fictional profile, and the member sees it live with the label', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const run = randomBytes(3).toString('hex');
  const shot = async (page: import('@playwright/test').Page, name: string) => {
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  const fictionalId = await createMember({
    email: `e2e-fictional-${run}@example.com`,
    name: `Fiona${run}`,
    gender: 'female',
    country: 'GB',
    language: 'en',
    sexuality: 'hetero',
    city: 'Bristol',
    dateOfBirth: '1992-02-02',
  });
  await sql(`UPDATE users SET fictional = true WHERE id = $1`, [fictionalId]);
  const memberEmail = `e2e-writer-${run}@example.com`;
  const memberName = `Oscar${run}`;
  await createMember({
    email: memberEmail,
    name: memberName,
    gender: 'male',
    country: 'GB',
    language: 'en',
    sexuality: 'hetero',
    city: 'Bristol',
    dateOfBirth: '1987-07-07',
    credits: 100,
  });
  const agentEmail = `agent.${run}@example.com`;
  const secret = generateSecret();
  await sql(`INSERT INTO operators (email, name, role, password_hash, totp_secret) VALUES ($1, 'Ada Agent', 'agent', $2, $3)`, [
    agentEmail,
    OPERATOR_PASSWORD_HASH,
    secret,
  ]);

  // The member writes to the fictional profile; its warning is on the conversation.
  const member = await (await memberContext(browser)).newPage();
  await member.goto(`${site}/`);
  await logIn(member, memberEmail);
  await member.goto(`${site}/members/${fictionalId}/chat`);
  await member.getByTestId('icebreaker-own').click();
  await expect(member.getByTestId('icebreakers')).toBeHidden();
  await expect(member.getByTestId('conversation-fictional-warning')).toBeVisible();
  const input = member.getByLabel(fill(en.chat.input_label, { name: `Fiona${run}` }));
  await input.fill('Hello Fiona, fancy a chat?');
  await input.press('Enter');
  await expect(member.getByTestId('message').filter({ hasText: 'Hello Fiona, fancy a chat?' })).toBeVisible();
  await expect(member.getByTestId('pending-message')).toHaveCount(0);

  // The agent: the area sends to the login and back; the code comes from the authenticator.
  const agentContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const agent = await agentContext.newPage();
  await agent.goto(`${site}/operator/fictional`);
  await expect(agent).toHaveURL(/\/operator\/login\?redirect=%2Foperator%2Ffictional$/);
  await agent.getByLabel('Email').fill(agentEmail);
  await agent.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await agent.getByLabel('Code from your authenticator app').fill(await generate({ secret }));
  await agent.getByRole('button', { name: 'Log in' }).click();
  await expect(agent).toHaveURL(/\/operator\/fictional$/);
  await expect(agent.getByRole('heading', { level: 1, name: 'Waiting for an answer' })).toBeVisible();
  const item = agent.getByTestId('fictional-queue-item').filter({ hasText: memberName });
  await expect(item).toContainText('Hello Fiona, fancy a chat?');
  await expect(item).toContainText(`as Fiona${run}`);
  await expectAccessible(agent);
  await shot(agent, 'operator-fictional-queue-1280');

  await item.getByRole('link', { name: 'Answer' }).click();
  await expect(agent).toHaveURL(/\/operator\/fictional\/\d+$/);
  await expect(agent.getByTestId('agent-member-card')).toContainText(memberName);
  await expect(agent.getByTestId('agent-fictional-card')).toContainText('Fictional');
  await expect(agent.getByTestId('agent-message').filter({ hasText: 'Hello Fiona, fancy a chat?' })).toBeVisible();
  // Nothing about the member's email or money on the agent's page.
  await expect(agent.locator('body')).not.toContainText(memberEmail);

  await agent.getByLabel(/Shared by all agents/).fill('Likes sailing.');
  await agent.getByRole('button', { name: 'Save note' }).click();
  await expect(agent.getByTestId('member-note-saved')).toContainText('by Ada Agent');

  await agent.getByRole('textbox', { name: /Your answer/ }).fill('Hi Oscar! Always up for a chat.');
  await agent.getByRole('button', { name: 'Send answer' }).click();
  await expect(agent.getByRole('status').filter({ hasText: 'Answer sent.' })).toBeVisible();
  await expect(agent.getByTestId('agent-message').filter({ hasText: 'Hi Oscar! Always up for a chat.' })).toContainText(
    'written by Ada Agent',
  );
  await expectAccessible(agent);
  await shot(agent, 'operator-fictional-conversation-1280');
  await agent.setViewportSize({ width: 375, height: 760 });
  await shot(agent, 'operator-fictional-conversation-375');

  // The member, who never reloaded, sees the answer with the profile's fictional warning.
  await expect(member.getByTestId('message').filter({ hasText: 'Hi Oscar! Always up for a chat.' })).toBeVisible();
  await expect(member.getByTestId('conversation-fictional-warning')).toBeVisible();
  await shot(member, 'member-fictional-answer-1280');

  // Answered: the queue no longer lists it.
  await agent.goto(`${site}/operator/fictional`);
  await expect(agent.getByRole('heading', { level: 1, name: 'Waiting for an answer' })).toBeVisible();
  await expect(agent.getByTestId('fictional-queue-item').filter({ hasText: memberName })).toHaveCount(0);
  await shot(agent, 'operator-fictional-queue-375');
  await agentContext.close();
});

test('a moderator reads the trust rules and releases a member held after several blocks', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const run = randomBytes(3).toString('hex');
  const heldName = `Hank${run}`;
  const heldId = await createMember({
    email: `e2e-held-${run}@example.com`,
    name: heldName,
    gender: 'male',
    country: 'GB',
    language: 'en',
    sexuality: 'hetero',
    city: 'Bristol',
    dateOfBirth: '1985-05-05',
    credits: 50,
  });
  const partnerName = `Pia${run}`;
  const partnerId = await createMember({
    email: `e2e-partner-${run}@example.com`,
    name: partnerName,
    gender: 'female',
    country: 'GB',
    language: 'en',
    sexuality: 'hetero',
    city: 'Bristol',
    dateOfBirth: '1989-09-09',
  });
  const [rules] = await sql<{ hold_blockers: number; limited_messages_per_minute: number }>(
    `SELECT hold_blockers, limited_messages_per_minute FROM trust_rules`,
  );
  // Several members block him within the window: the database holds him for review.
  for (let i = 0; i < rules!.hold_blockers; i++) {
    const blocker = await createMember({
      email: `e2e-blocker-${i}-${run}@example.com`,
      name: `Bea${i}${run}`,
      gender: 'female',
      country: 'GB',
      language: 'en',
      sexuality: 'hetero',
      city: 'Bristol',
      dateOfBirth: '1990-01-01',
    });
    await sql(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [blocker, heldId]);
  }
  // Held, he is told why when he writes to a real member.
  const heldPage = await (await memberContext(browser)).newPage();
  await heldPage.goto(`${site}/`);
  await logIn(heldPage, `e2e-held-${run}@example.com`);
  await heldPage.goto(`${site}/members/${partnerId}/chat`);
  await heldPage.getByTestId('icebreaker-own').click();
  await expect(heldPage.getByTestId('icebreakers')).toBeHidden();
  const input = heldPage.getByLabel(fill(en.chat.input_label, { name: partnerName }));
  await input.fill('Hello there');
  await input.press('Enter');
  await expect(heldPage.getByRole('alert').filter({ hasText: en.errors.held_for_review })).toBeVisible();
  if (process.env.SHOTS_DIR) await heldPage.screenshot({ path: `${process.env.SHOTS_DIR}/member-held-refusal-1280.png` });
  await heldPage.context().close();

  const moderatorEmail = `moderator.${run}@example.com`;
  const secret = generateSecret();
  await sql(`INSERT INTO operators (email, name, role, password_hash, totp_secret) VALUES ($1, 'Mona Moderator', 'moderator', $2, $3)`, [
    moderatorEmail,
    OPERATOR_PASSWORD_HASH,
    secret,
  ]);

  const context = await browser.newContext({ viewport: { width: 375, height: 760 } });
  const page = await context.newPage();
  await page.goto(`${site}/operator/login`);
  await page.getByLabel('Email').fill(moderatorEmail);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Log in' }).click();
  // The home lists the trust area for a moderator, not the agents' one.
  await expect(page.getByRole('link', { name: 'Trust limits' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fictional profiles' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Trust limits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Limits tied to trust' })).toBeVisible();
  await expect(page.getByTestId('trust-rules')).toContainText(`at most ${rules!.limited_messages_per_minute} messages a minute`);
  const held = page.getByTestId('held-member').filter({ hasText: heldName });
  await expect(held).toContainText('blocked by several members');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('operator-trust-375.png'), fullPage: true });
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/operator-trust-375.png`, fullPage: true });

  await held.getByRole('button', { name: 'Release' }).click();
  await expect(held).toHaveCount(0);
  const [trust] = await sql<{ held_at: Date | null }>(`SELECT held_at FROM member_trust WHERE user_id = $1`, [heldId]);
  expect(trust!.held_at).toBeNull();
  await context.close();
});
