import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import { localeTagFor } from '../locale';
import { mailContentText, type MailContent } from '../mail/mail-content';
import { fillMailText, mailTexts } from './account-mail';
import { readCatalog } from './i18n-catalogs';

// The mail sent at deletion (docs/product.md#leaving): the account is gone from sight, and a link
// brings it back within the undo window. Its texts are in the site's catalogs, group
// `account_deletion.mail`; it goes out in the same MJML layout as every mail (mail-content.ts).

interface DeletionMailTexts {
  subject: string;
  text: string;
  button: string;
  note: string;
}

type Catalog = { account_deletion?: { mail?: Partial<DeletionMailTexts> } };

const catalogs = new Map<Locale, Catalog>(LOCALES.map((locale) => [locale, readCatalog<Catalog>('ui', locale)]));

export interface DeletionMailVars {
  name: string;
  site: string;
  link: string;
  days: number;
}

/** The deletion mail in the member's language: subject, plain text and the content the mail worker lays out. */
export function renderAccountDeletedMail(locale: Locale, vars: DeletionMailVars): { subject: string; text: string; content: MailContent } {
  const own = catalogs.get(locale)?.account_deletion?.mail ?? {};
  const fallback = catalogs.get(DEFAULT_LOCALE)?.account_deletion?.mail ?? {};
  const values = { name: vars.name, site: vars.site, link: vars.link, days: String(vars.days) };
  const t = (key: keyof DeletionMailTexts) => fillMailText(own[key] ?? fallback[key] ?? '', values);
  const content: MailContent = {
    lang: localeTagFor(locale, null),
    site: { name: vars.site, origin: new URL(vars.link).origin },
    preheader: t('text'),
    greeting: fillMailText(mailTexts(locale).greeting, values),
    paragraphs: [t('text')],
    button: { label: t('button'), href: vars.link },
    notes: [t('note')],
  };
  return { subject: t('subject'), text: mailContentText(content), content };
}
