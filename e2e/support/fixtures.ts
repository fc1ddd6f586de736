// Helpers the browser tests share: database access for fixtures, API calls from inside the
// page (so `*.localhost` site hosts resolve), catalog placeholders, and members written
// straight into the database so runs never use up the per-address signup limit.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';

export const base = new URL(process.env.BASE_URL ?? 'http://localhost:3000');

/** The origin of a country site (`de` → http://de.localhost:<port>). */
export const siteOrigin = (subdomain: string): string =>
  `${base.protocol}//${subdomain}.localhost:${base.port || (base.protocol === 'https:' ? '443' : '80')}`;

/** Password of members created by `createMember`, and its argon2id hash. */
export const MEMBER_PASSWORD = 'Harbour-Lights-2031';
const MEMBER_PASSWORD_HASH = '$argon2id$v=19$m=65536,p=4,t=3$W2gpOPoEoDKg4bi/ZtbHOQ$CEtRU12nkUq4lGzpLTVWOmLfauf7J9KrHVFXgrvbcM8';

/** Fills a catalog text's `{{placeholders}}`. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A JSON API call made by the page itself, with its cookies and host. */
export async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        // The site's own client header, as its API calls send it (logout needs it where Sec-Fetch-Site is missing).
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-amoretto-client': 'web' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
}

export interface NewMember {
  email: string;
  name: string;
  country: string;
  language: string;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'homo' | 'bi';
  city: string;
  dateOfBirth: string;
  /** Credits granted through the ledger, as a purchase would. */
  credits?: number;
}

/** A confirmed, visible member of the given country's site; answers the new id. */
export async function createMember(member: NewMember): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality,
                        city, invisible, profile_status)
     VALUES ($1, $2, $3, $4, 'active', $5, (SELECT id FROM sites WHERE $6 = ANY(countries) ORDER BY id LIMIT 1),
             $6, $7, $8, $9, false, 'active')
     RETURNING id`,
    [
      member.email,
      MEMBER_PASSWORD_HASH,
      member.name,
      member.dateOfBirth,
      member.language,
      member.country,
      member.gender,
      member.sexuality,
      member.city,
    ],
  );
  const id = row!.id;
  if (member.credits) await grantCredits(id, member.credits, `e2e-${member.email}`);
  return id;
}

/** A heterosexual Dutch member in Utrecht, the browser tests' usual member; other fields as given. */
export function utrechtMember(
  member: Omit<NewMember, 'country' | 'language' | 'sexuality' | 'city'> & Partial<NewMember>,
): Promise<number> {
  return createMember({ country: 'NL', language: 'nl', sexuality: 'hetero', city: 'Utrecht', ...member });
}

/** Credits through the ledger (a row with its own key, then the cached balance), as a purchase would. */
export async function grantCredits(userId: number, amount: number, key: string): Promise<void> {
  await sql(`INSERT INTO credit_entries (user_id, amount, reason, idempotency_key) VALUES ($1, $2, 'test_grant', $3)`, [
    userId,
    amount,
    key,
  ]);
  await sql(`UPDATE users SET credits = credits + $2 WHERE id = $1`, [userId, amount]);
}

/** Uploads a photo as the member logged in on `page` (the first becomes the main image), as the profile page does. */
export async function uploadPhoto(page: Page, jpeg: Buffer): Promise<void> {
  const status = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch('/api/photos', { method: 'POST', body: form, headers: { 'x-amoretto-client': 'web' } });
    return response.status;
  }, jpeg.toString('base64'));
  expect(status).toBe(201);
}

/** A browser context of its own, past the adults-only warning and the cookie banner (each has its own test). */
export async function memberContext(browser: Browser, options: { baseURL?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, ...options });
  await context.addInitScript(() => {
    window.localStorage.setItem('skipped-site-entry-warning', String(Date.now()));
    // "Necessary only" (frontend/src/consent/consent-rules.ts), unless the test chose before.
    if (!document.cookie.includes('cookie_consent=')) document.cookie = 'cookie_consent=v1.a0.m0; path=/; SameSite=Lax';
  });
  return context;
}

/** Logs a member created by `createMember` in through the API, from a page on the member's site. */
export async function logIn(page: Page, email: string): Promise<void> {
  const login = await api(page, 'POST', '/api/user.php', { email, password: MEMBER_PASSWORD });
  expect(login.status, login.text).toBe(200);
}
