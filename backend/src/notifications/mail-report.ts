import { simpleParser, type AddressObject } from 'mailparser';

/**
 * What a mail that reached our bounce, feedback-loop or unsubscribe address says:
 * - `bounce`: a delivery status notification (RFC 3464) with a permanent failure (Action: failed,
 *   Status 5.x.x); a delay or a temporary failure (4.x.x) is no bounce;
 * - `complaint`: an abuse report from a feedback loop (ARF, RFC 5965);
 * - `unsubscribe`: a mail to the mailto: of List-Unsubscribe (`unsubscribe+<token>@…`);
 * - `ignored`: anything else (an auto-reply, a delay, spam to the address).
 * `tokens` are the mail tokens found where we put them: the VERP address the report came to,
 * and the Return-Path and List-Unsubscribe of the original mail quoted in it. The caller
 * verifies them; a report without a valid token of ours changes nothing.
 */
export interface MailReport {
  kind: 'bounce' | 'complaint' | 'unsubscribe' | 'ignored';
  tokens: string[];
}

const TOKEN = '([0-9]{1,10}\\.[a-z_]{1,40}\\.[0-9a-f]{24})';

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

function headerText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(headerText).join(' ');
  if (value && typeof value === 'object' && 'text' in value) return String((value as { text: unknown }).text);
  return '';
}

function tokensIn(text: string, pattern: string): string[] {
  return [...text.matchAll(new RegExp(pattern, 'gi'))].map((m) => (m[1] ?? '').toLowerCase());
}

/** Reads a raw report (RFC 822 text as the mail server handed it on). */
export async function readMailReport(raw: string): Promise<MailReport> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  const recipients = [
    ...addressesOf(mail.to),
    headerText(mail.headers.get('delivered-to')),
    headerText(mail.headers.get('x-original-to')),
  ].join(' ');
  // The parts that quote the original mail and the report fields, however they were encoded.
  const body = [raw, mail.text ?? '', ...mail.attachments.map((a) => a.content.toString('utf8'))].join('\n');

  const unsubscribe = tokensIn(recipients, `unsubscribe\\+${TOKEN}@`);
  if (unsubscribe.length > 0) return { kind: 'unsubscribe', tokens: unique(unsubscribe) };

  const tokens = unique([
    ...tokensIn(recipients, `bounce\\+${TOKEN}@`),
    ...tokensIn(body, `bounce\\+${TOKEN}@`),
    ...tokensIn(body, `/api/unsubscribe/${TOKEN}`),
    ...tokensIn(body, `unsubscribe\\+${TOKEN}@`),
  ]);
  const contentType = mail.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  const reportType = contentType?.value === 'multipart/report' ? contentType.params?.['report-type']?.toLowerCase() : undefined;

  if (reportType === 'feedback-report' || /^Feedback-Type:\s*\S+/im.test(body)) return { kind: 'complaint', tokens };
  if (reportType === 'delivery-status' || /^Action:\s*\S+/im.test(body)) {
    return { kind: permanentFailure(body) ? 'bounce' : 'ignored', tokens };
  }
  return { kind: 'ignored', tokens };
}

/** A DSN is a bounce when a recipient failed for good: Action failed with a 5.x.x status. */
export function permanentFailure(deliveryStatus: string): boolean {
  const actions = [...deliveryStatus.matchAll(/^Action:\s*(\S+)/gim)].map((m) => (m[1] ?? '').toLowerCase());
  const statuses = [...deliveryStatus.matchAll(/^Status:\s*(\d)\.\d{1,3}\.\d{1,3}/gim)].map((m) => m[1]);
  return actions.includes('failed') && !statuses.includes('4') && (statuses.length === 0 || statuses.includes('5'));
}

const unique = (list: string[]) => [...new Set(list)];
