import { ACCOUNT_MAILS_WITH_LINK, type AccountMailKind } from '../accounts/account-mail';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
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

export type MailCatalog = { mail: { greeting: string } & Record<AccountMailKind, AccountMailText> };

// Mail texts live beside the UI catalogs, one file per language, in a folder of their own so
// the site's bundle (which loads `i18n/*.json`) does not carry them. Read once.

/** The mail catalog of a locale, as stored. */
export function readMailCatalog(locale: Locale): MailCatalog {
  return readCatalog<MailCatalog>('mail', locale);
}

const catalogs = new Map<Locale, MailCatalog>(LOCALES.map((locale) => [locale, readMailCatalog(locale)]));

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An account mail in the member's language: plain text plus a minimal HTML version with one button. */
export function renderAccountMail(
  kind: AccountMailKind,
  locale: Locale,
  vars: { name: string; site: string; link?: string; email?: string },
): { subject: string; text: string; html: string } {
  const catalog = (catalogs.get(locale) ?? catalogs.get(DEFAULT_LOCALE)!).mail;
  const t = catalog[kind];
  const body = [
    catalog.greeting,
    t.text,
    ...(ACCOUNT_MAILS_WITH_LINK.has(kind) ? ['{{link}}'] : []),
    ...(t.ignore_note ? [t.ignore_note] : []),
  ];
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (m, k: keyof typeof vars) => vars[k] ?? m);
  const text = body.map(fill).join('\n\n');
  const html = body
    .map((line) => {
      if (line === '{{link}}' && vars.link) {
        const href = escapeHtml(vars.link);
        return `<p><a href="${href}" style="display:inline-block;padding:12px 22px;background:#d6204e;color:#fff;border-radius:24px;text-decoration:none;font-weight:bold">${escapeHtml(t.button ?? vars.link)}</a></p><p style="font-size:12px;color:#666">${href}</p>`;
      }
      return `<p>${escapeHtml(fill(line))}</p>`;
    })
    .join('');
  return { subject: fill(t.subject), text, html: `<div style="font-family:Arial,sans-serif;font-size:15px;color:#1d2b53">${html}</div>` };
}
