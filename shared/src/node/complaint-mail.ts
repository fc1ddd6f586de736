import type { ComplaintTopic } from '../complaints/complaint-dto';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import { localeTagFor } from '../locale';
import { mailContentText, type MailContent } from '../mail/mail-content';
import { fillMailText } from './account-mail';
import { readCatalog } from './i18n-catalogs';

// The acknowledgment of a complaint (docs/product.md#complaints): its reference, what it was about,
// and when to expect an answer. Texts in the mail catalogs, group `mail.complaint`; the same MJML
// layout as every mail. A visitor has no name on file, so the greeting is the catalog's own.

interface Texts {
  subject: string;
  greeting: string;
  text: string;
  reference_label: string;
  topic_label: string;
  topics: Record<ComplaintTopic, string>;
  note: string;
}
type Catalog = { mail?: { complaint?: Texts } };

const catalogs = new Map<Locale, Texts | undefined>(
  LOCALES.map((locale) => [locale, readCatalog<Catalog>('mail', locale).mail?.complaint]),
);

export function renderComplaintMail(
  locale: Locale,
  vars: { reference: string; topic: ComplaintTopic; site: string; origin: string; supportEmail?: string },
): { subject: string; text: string; content: MailContent } {
  const texts = catalogs.get(locale) ?? catalogs.get(DEFAULT_LOCALE);
  if (!texts) throw new Error('the complaint mail has no texts');
  const values = { reference: vars.reference, site: vars.site, support: vars.supportEmail ?? '' };
  const fill = (s: string) => fillMailText(s, values);
  const content: MailContent = {
    lang: localeTagFor(locale, null),
    site: { name: vars.site, origin: vars.origin },
    preheader: fill(texts.text),
    greeting: fill(texts.greeting),
    paragraphs: [fill(texts.text)],
    tables: [
      {
        rows: [
          [texts.reference_label, vars.reference],
          [texts.topic_label, texts.topics[vars.topic]],
        ],
      },
    ],
    notes: [fill(texts.note)],
  };
  return { subject: fill(texts.subject), text: mailContentText(content), content };
}
