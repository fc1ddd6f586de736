import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import { localeTagFor } from '../locale';
import { mailContentText, type MailContent } from '../mail/mail-content';
import type { ModerationMailKind } from '../moderation/moderation-dto';
import { fillMailText, mailTexts } from './account-mail';
import { readCatalog } from './i18n-catalogs';

// The mails a moderator's decision sends the member it concerns (docs/product.md#moderation): a
// rejected photo, a hidden text, a warning, a disabled or restored profile. Texts in the mail
// catalogs, group `mail.moderation`; the same MJML layout as every mail (mail-content.ts).

type Texts = Partial<Record<ModerationMailKind, { subject: string; text: string }>> & { note?: string };
type Catalog = { mail?: { moderation?: Texts } };

const catalogs = new Map<Locale, Texts>(LOCALES.map((locale) => [locale, readCatalog<Catalog>('mail', locale).mail?.moderation ?? {}]));

export interface ModerationMailVars {
  name: string;
  site: string;
  /** The member's site origin: the mail's links and header. */
  origin: string;
  /** The moderator's note for the member, when one was written. */
  note?: string;
}

/** A moderation mail in the member's language (Italian, the default, for a text missing in it). */
export function renderModerationMail(
  kind: ModerationMailKind,
  locale: Locale,
  vars: ModerationMailVars,
): { subject: string; text: string; content: MailContent } {
  const own = catalogs.get(locale) ?? {};
  const fallback = catalogs.get(DEFAULT_LOCALE) ?? {};
  const texts = own[kind] ?? fallback[kind];
  if (!texts) throw new Error(`moderation mail ${kind} has no texts`);
  const values = { name: vars.name, site: vars.site, note: vars.note };
  const note = vars.note?.trim() ? fillMailText(own.note ?? fallback.note ?? '{{note}}', { note: vars.note.trim() }) : null;
  const content: MailContent = {
    lang: localeTagFor(locale, null),
    site: { name: vars.site, origin: vars.origin },
    preheader: fillMailText(texts.text, values),
    greeting: fillMailText(mailTexts(locale).greeting, values),
    paragraphs: [fillMailText(texts.text, values), ...(note ? [note] : [])],
  };
  return { subject: fillMailText(texts.subject, values), text: mailContentText(content), content };
}
