import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import { readCatalog } from './i18n-catalogs';

// The mail sent at deletion (docs/product.md#leaving): the account is gone from sight, and a link
// brings it back within the undo window. Its texts are in the site's catalogs, group
// `account_deletion.mail`.

interface DeletionMailTexts {
  greeting: string;
  subject: string;
  text: string;
  button: string;
  note: string;
}

type Catalog = { account_deletion?: { mail?: Partial<DeletionMailTexts> } };

const catalogs = new Map<Locale, Catalog>(LOCALES.map((locale) => [locale, readCatalog<Catalog>('ui', locale)]));

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface DeletionMailVars {
  name: string;
  site: string;
  link: string;
  days: number;
}

/** The deletion mail in the member's language: plain text and HTML with the restore button. */
export function renderAccountDeletedMail(locale: Locale, vars: DeletionMailVars): { subject: string; text: string; html: string } {
  const own = catalogs.get(locale)?.account_deletion?.mail ?? {};
  const fallback = catalogs.get(DEFAULT_LOCALE)?.account_deletion?.mail ?? {};
  const t = (key: keyof DeletionMailTexts) =>
    (own[key] ?? fallback[key] ?? '').replace(/\{\{(\w+)\}\}/g, (m, k: string) =>
      k in vars ? String(vars[k as keyof DeletionMailVars]) : m,
    );
  const text = [t('greeting'), t('text'), vars.link, t('note')].join('\n\n');
  const href = escapeHtml(vars.link);
  const html =
    `<div style="font-family:Arial,sans-serif;font-size:15px;color:#1d2b53">` +
    `<p>${escapeHtml(t('greeting'))}</p><p>${escapeHtml(t('text'))}</p>` +
    `<p><a href="${href}" style="display:inline-block;padding:12px 22px;background:#d6204e;color:#fff;border-radius:24px;text-decoration:none;font-weight:bold">${escapeHtml(t('button'))}</a></p>` +
    `<p style="font-size:12px;color:#666">${href}</p><p>${escapeHtml(t('note'))}</p></div>`;
  return { subject: t('subject'), text, html };
}
