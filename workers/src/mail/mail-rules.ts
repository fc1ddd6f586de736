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
