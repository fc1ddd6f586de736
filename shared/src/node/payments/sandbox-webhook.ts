import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the sandbox signs its webhook calls with: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A signed call older (or further ahead) than this is refused: a captured call cannot be replayed later. */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;
/** Used when SANDBOX_WEBHOOK_SECRET is not set (development and tests only; production requires one). */
export const DEV_SANDBOX_WEBHOOK_SECRET = 'amoretto-sandbox-webhook-dev-secret';

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The signature header value for a body sent at `nowSeconds`. The timestamp is signed with the body. */
export function signSandboxWebhook(secret: string, rawBody: string, nowSeconds: number): string {
  return `t=${nowSeconds},v1=${hmac(secret, nowSeconds, rawBody)}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'stale' | 'mismatch';

/** Checks a signature header against the raw body as received (before any parsing). */
export function verifySandboxWebhook(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
  nowSeconds: number,
): SignatureCheck {
  if (typeof header !== 'string' || header === '') return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'malformed';
  if (Math.abs(nowSeconds - timestamp) > SANDBOX_SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? 'ok' : 'mismatch';
}
