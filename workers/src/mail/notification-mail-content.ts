import {
  localeTagFor,
  mailContentText,
  type EmailNotificationType,
  type Locale,
  type MailContent,
  type MailSendPayload,
} from '@amoretto/shared';
import { fillMailText, mailTexts } from '@amoretto/shared/node';

/** A profile a notification mail names. */
export interface NotificationMailProfile {
  name: string;
  fictional: boolean;
  age?: number;
  city?: string | null;
  /** Site path of the profile. */
  path?: string;
}

/** What the caller says; everything about the member and the site is looked up. */
export interface NotificationMailInput {
  userId: number;
  type: EmailNotificationType;
  /** Fill `{{…}}` of `mail.notify.<type>`; `name` and `site` are the member's own. */
  vars?: Record<string, string>;
  /** Site path the button opens. */
  path: string;
  profiles?: NotificationMailProfile[];
  /** A message preview, shortened by the caller. */
  quote?: string;
  /** Campaign mails: the operator's own subject and paragraphs instead of the type's texts. */
  custom?: { subject: string; paragraphs: string[]; button?: string };
}

/** The recipient and their site, as the mail needs them. */
export interface NotificationMailRecipient {
  email: string;
  name: string;
  language: Locale;
  country: string | null;
  site: { name: string; supportEmail: string; fictionalLabel: string };
}

/** Where links go and what the unsubscribe parts say. */
export interface NotificationMailLinks {
  origin: string;
  /** https one-click link, `<origin>/api/unsubscribe/<token>`. */
  unsubscribeUrl: string;
  /** `unsubscribe+<token>@…` */
  unsubscribeMailto: string;
  /** `bounce+<token>@…` */
  bounceAddress: string;
}

/**
 * A notification mail as queued for the mail worker: the member's language and site name, the
 * site's support address to answer to, the fictional label on every fictional profile, and the
 * RFC 8058 headers that let a mail client unsubscribe from this type in one click.
 */
export function notificationMailPayload(
  input: NotificationMailInput,
  member: NotificationMailRecipient,
  links: NotificationMailLinks,
): MailSendPayload {
  const texts = mailTexts(member.language);
  const t = texts.notify[input.type];
  const vars = {
    ...input.vars,
    name: member.name,
    site: member.site.name,
    support: member.site.supportEmail,
    type: texts.types[input.type],
  };
  const fill = (s: string) => fillMailText(s, vars);
  const subjectText = input.vars?.count === '1' && t.subject_one ? t.subject_one : t.subject;
  const subject = input.custom ? input.custom.subject : fill(subjectText);
  const paragraphs = input.custom ? input.custom.paragraphs : [fill(t.text)];
  const content: MailContent = {
    lang: localeTagFor(member.language, member.country),
    site: { name: member.site.name, origin: links.origin },
    preheader: paragraphs[0],
    greeting: fill(texts.greeting),
    paragraphs,
    ...(input.quote ? { quote: input.quote } : {}),
    ...(input.profiles?.length
      ? {
          profiles: input.profiles.map((p) => ({
            name: p.name,
            ...(p.age || p.city ? { detail: [p.age, p.city].filter(Boolean).join(', ') } : {}),
            ...(p.fictional ? { fictionalLabel: member.site.fictionalLabel } : {}),
            ...(p.path ? { href: `${links.origin}${p.path}` } : {}),
          })),
        }
      : {}),
    button: { label: input.custom?.button ?? fill(t.button), href: `${links.origin}${input.path}` },
    footer: [fill(texts.layout.why), fill(texts.layout.support)],
    footerLinks: [
      { label: texts.layout.settings, href: `${links.origin}/notifications` },
      { label: texts.layout.unsubscribe, href: links.unsubscribeUrl },
    ],
  };
  return {
    to: member.email,
    subject,
    text: mailContentText(content),
    content,
    fromName: member.site.name,
    replyTo: member.site.supportEmail,
    envelopeFrom: links.bounceAddress,
    headers: {
      'List-Unsubscribe': `<mailto:${links.unsubscribeMailto}?subject=unsubscribe>, <${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
