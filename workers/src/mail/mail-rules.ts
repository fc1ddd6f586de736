import { createHash } from 'node:crypto';
import type { MailSendPayload } from '@amoretto/shared';

/**
 * Message-ID of a job's mail: the same on every run of the job, so that in the one case a
 * re-run sends a mail again (a crash between the SMTP server accepting it and the send
 * being recorded) mail servers and clients that drop duplicate Message-IDs can drop it.
 * The job key is readable in it; the hash of the content keeps it unique between
 * deployments whose outbox ids coincide.
 */
export function mailMessageId(jobKey: string, payload: MailSendPayload, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'amoretto.local';
  const content = createHash('sha256').update([jobKey, payload.to, payload.subject, payload.text].join('\n')).digest('hex').slice(0, 16);
  return `<${jobKey.replace(/[^A-Za-z0-9-]/g, '.')}.${content}@${domain}>`;
}

/** The address of MAIL_FROM (`Name <a@b>` or `a@b`). */
export function addressOf(from: string): string {
  return /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * The From of a mail: MAIL_FROM's address under the member's site name when the mail names one
 * (the member knows the site, not the company's sending address). A name is quoted so a comma or
 * quote in it cannot make a second address.
 */
export function senderOf(mailFrom: string, name: string | undefined): string | { name: string; address: string } {
  return name ? { name: name.replace(/[\r\n"<>]/g, ''), address: addressOf(mailFrom) } : mailFrom;
}
