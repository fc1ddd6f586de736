import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_NOTIFICATION_TYPES, type EmailNotificationType } from '../vocabularies';

/** Used when MAIL_TOKEN_SECRET is not set (development and tests only; production requires one). */
export const DEV_MAIL_TOKEN_SECRET = 'amoretto-mail-token-dev-secret';

/** The key of the tokens in notification mails: MAIL_TOKEN_SECRET, shared by the backend (verifies) and the workers (sign). */
export function mailTokenSecret(settings: { MAIL_TOKEN_SECRET?: string }): string {
  return settings.MAIL_TOKEN_SECRET ?? DEV_MAIL_TOKEN_SECRET;
}

export interface MailToken {
  userId: number;
  type: EmailNotificationType;
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`mail-token.${body}`).digest('hex').slice(0, 24);

/**
 * `<member id>.<type>.<signature>`: names the member and the mail type a notification mail was
 * about. It is the whole authority of the unsubscribe link (no session: mail clients post it from
 * their servers) and of the bounce address (`bounce+<token>@…`), so a bounce or complaint report
 * only counts when it carries a token of ours. Lower-case letters, digits, `_` and `.` only: safe
 * in a URL path and in an address's local part, which some mail servers lower-case.
 */
export function signMailToken(secret: string, token: MailToken): string {
  const body = `${token.userId}.${token.type}`;
  return `${body}.${sign(secret, body)}`;
}

/** The token's member and type, or null when it is malformed or its signature is not ours. */
export function verifyMailToken(secret: string, raw: string): MailToken | null {
  const match = /^(\d{1,10})\.([a-z_]{1,40})\.([0-9a-f]{24})$/.exec(raw.trim().toLowerCase());
  if (!match) return null;
  const [, id, type, signature] = match as unknown as [string, string, string, string];
  if (!(EMAIL_NOTIFICATION_TYPES as readonly string[]).includes(type)) return null;
  const expected = Buffer.from(sign(secret, `${id}.${type}`), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const userId = Number(id);
  return Number.isSafeInteger(userId) && userId > 0 ? { userId, type: type as EmailNotificationType } : null;
}

/** `bounce@example.com` + token → `bounce+<token>@example.com` (VERP: a bounce says whose mail it was). */
export function verpAddress(bounceAddress: string, token: string): string {
  const at = bounceAddress.lastIndexOf('@');
  return `${bounceAddress.slice(0, at)}+${token}${bounceAddress.slice(at)}`;
}

/** The token in a VERP address (`bounce+<token>@…`, `unsubscribe+<token>@…`) with the given local part, or null. */
export function tokenOfVerpAddress(address: string, localPart: string): string | null {
  const match = new RegExp(`^<?${localPart}\\+([^@\\s>]+)@[^>\\s]+>?$`, 'i').exec(address.trim());
  return match?.[1] ?? null;
}
