import type { MailReport } from './mail-report';

const TOKEN = '([0-9]{1,10}\\.[a-z_]{1,40}\\.[0-9a-f]{24})';

/**
 * A mail provider's bounce or complaint webhook, as JSON: Amazon SES's notifications
 * (`notificationType` Bounce with a Permanent bounce, or Complaint; also when wrapped in an SNS
 * message) or a plain `{ "type": "bounce" | "complaint", … }`. The member is found the same way as
 * in a raw report: through a mail token of ours anywhere in the event (SES repeats the original
 * mail's headers and its Return-Path, `bounce+<token>@…`); the caller verifies it.
 */
export function readProviderEvent(body: unknown): MailReport {
  const event = unwrapSns(body);
  const text = JSON.stringify(event ?? null);
  const tokens = [
    ...new Set(
      [`bounce\\+${TOKEN}@`, `/api/unsubscribe/${TOKEN}`, `unsubscribe\\+${TOKEN}@`].flatMap((pattern) =>
        [...text.matchAll(new RegExp(pattern, 'gi'))].map((m) => (m[1] ?? '').toLowerCase()),
      ),
    ),
  ];
  return { kind: kindOf(event), tokens };
}

function kindOf(event: unknown): MailReport['kind'] {
  if (!event || typeof event !== 'object') return 'ignored';
  const e = event as { notificationType?: unknown; eventType?: unknown; type?: unknown; bounce?: { bounceType?: unknown } };
  const type = String(e.notificationType ?? e.eventType ?? e.type ?? '').toLowerCase();
  if (type === 'complaint') return 'complaint';
  // SES: Transient and Undetermined bounces may still deliver later; only Permanent counts.
  if (type === 'bounce') return e.bounce?.bounceType === undefined || e.bounce.bounceType === 'Permanent' ? 'bounce' : 'ignored';
  return 'ignored';
}

/** SNS delivers an SES notification as a JSON string in `Message`. */
function unwrapSns(body: unknown): unknown {
  if (body && typeof body === 'object' && typeof (body as { Message?: unknown }).Message === 'string') {
    try {
      return JSON.parse((body as { Message: string }).Message);
    } catch {
      return body;
    }
  }
  return body;
}
