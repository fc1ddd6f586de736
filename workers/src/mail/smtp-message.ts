import type { SendMailOptions } from 'nodemailer';
import type { MailSendPayload } from '@amoretto/shared';
import { senderOf } from './mail-rules';

/** The SMTP message of a mail payload, its HTML already laid out: what the mail and campaign workers hand to nodemailer. */
export function smtpMessage(payload: MailSendPayload, html: string | undefined, mailFrom: string, messageId: string): SendMailOptions {
  return {
    from: senderOf(mailFrom, payload.fromName),
    to: payload.to,
    subject: payload.subject,
    text: payload.text,
    html,
    replyTo: payload.replyTo,
    headers: payload.headers,
    ...(payload.envelopeFrom ? { envelope: { from: payload.envelopeFrom, to: payload.to } } : {}),
    messageId,
  };
}
