import { ACCOUNT_MAILS_WITH_LINK, type AccountMailKind } from '../accounts/account-mail';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import { localeTagFor } from '../locale';
import { mailContentText, type MailContent } from '../mail/mail-content';
import type { EmailNotificationType } from '../vocabularies';
import { readCatalog } from './i18n-catalogs';

/** One mail in a mail catalog; `{{name}}`, `{{site}}`, `{{link}}`, `{{email}}` are filled in. */
export interface AccountMailText {
  subject: string;
  /** The paragraph after the greeting. */
  text: string;
  /** The link's button (mails with a link only). */
  button?: string;
  /** A last paragraph after the link ("if this was not you, ignore this mail"). */
  ignore_note?: string;
}

/** A notification mail's texts (`mail.notify.<type>`). */
export interface NotificationMailText {
  subject: string;
  /** The like mail's subject when it is about one like (`{{sender}}`). */
  subject_one?: string;
  text: string;
  button: string;
}

export type MailCatalog = {
  mail: { greeting: string } & Record<AccountMailKind, AccountMailText> & {
      /** The small print of every mail: why it came (`{{type}}`, `{{site}}`), the support address, the links. */
      layout: { why: string; support: string; settings: string; unsubscribe: string };
      /** Each notification type as a phrase that fits `layout.why` and the unsubscribe page. */
      types: Record<EmailNotificationType, string>;
      notify: Record<EmailNotificationType, NotificationMailText>;
      /** The page behind a mail's unsubscribe link. */
      unsubscribe: { title: string; question: string; button: string; done: string; settings: string; invalid: string };
    };
};

// Mail texts live beside the UI catalogs, one file per language, in a folder of their own so
// the site's bundle (which loads `i18n/*.json`) does not carry them. Read once.

/** The mail catalog of a locale, as stored. */
export function readMailCatalog(locale: Locale): MailCatalog {
  return readCatalog<MailCatalog>('mail', locale);
}

const catalogs = new Map<Locale, MailCatalog>(LOCALES.map((locale) => [locale, readMailCatalog(locale)]));

/** The mail texts of a locale (Italian, the default, for an unknown one). */
export function mailTexts(locale: Locale): MailCatalog['mail'] {
  return (catalogs.get(locale) ?? catalogs.get(DEFAULT_LOCALE)!).mail;
}

/** Fills `{{key}}` from `vars`; an unknown key stays as written, so a missing value shows in tests. */
export function fillMailText(text: string, vars: Record<string, string | undefined>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => vars[k] ?? m);
}

/** The member's site as a mail names it: the origin of its links and its support address. */
export interface MailSite {
  name: string;
  origin: string;
  supportEmail?: string;
}

/**
 * An account mail in the member's language: subject, the plain-text part and the content the mail
 * worker lays out as HTML (the same MJML layout as every mail the product sends).
 */
export function renderAccountMail(
  kind: AccountMailKind,
  locale: Locale,
  vars: { name: string; site: string; link?: string; email?: string },
  site?: Omit<MailSite, 'name'>,
): { subject: string; text: string; content: MailContent } {
  const catalog = mailTexts(locale);
  const t = catalog[kind];
  const fill = (s: string) => fillMailText(s, vars);
  const origin = site?.origin ?? (vars.link ? new URL(vars.link).origin : '');
  const content: MailContent = {
    lang: localeTagFor(locale, null),
    site: { name: vars.site, origin },
    preheader: fill(t.text),
    greeting: fill(catalog.greeting),
    paragraphs: [fill(t.text)],
    ...(ACCOUNT_MAILS_WITH_LINK.has(kind) && vars.link ? { button: { label: fill(t.button ?? vars.link), href: vars.link } } : {}),
    ...(t.ignore_note ? { notes: [fill(t.ignore_note)] } : {}),
  };
  // The text part stays what it was: greeting, paragraph, link, note (no small print).
  return { subject: fill(t.subject), text: mailContentText(content), content };
}
