import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../constants';
import { localeTagFor } from '../../locale';
import type { MailContent } from '../../mail/mail-content';
import type { Receipt } from '../../payments/receipt';
import { readCatalog } from '../i18n-catalogs';

type ReceiptLabels = Record<string, string>;
interface Catalog {
  receipt?: ReceiptLabels;
  vocab?: { payment_methods?: Record<string, string> };
}

// The receipt's labels are the UI's (the transaction page shows the same words); read once.
const catalogs = new Map<Locale, Catalog>(LOCALES.map((locale) => [locale, readCatalog<Catalog>('ui', locale)]));

/** The seller's books are kept in Amsterdam: a receipt's date is the date there. */
const RECEIPT_TIME_ZONE = 'Europe/Amsterdam';

export interface ReceiptMailInput {
  receipt: Receipt;
  locale: Locale;
  /** The member's country: with the language, how dates and amounts are written (en-US, en-GB). */
  country: string;
  memberName: string;
  /** The purchase's page on the member's site (/transactions/{id}). */
  link: string;
  supportEmail: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  /** Laid out as HTML by the mail worker, in the layout every mail shares. */
  content: MailContent;
}

/** The receipt mail: a short thank-you, the receipt as label/value lines, the link to the purchase. */
export function renderReceiptMail(input: ReceiptMailInput): RenderedMail {
  const { receipt, locale } = input;
  const tag = localeTagFor(locale, input.country);
  const label = labelsOf(locale);
  const money = (cents: number) => formatMoney(cents, receipt.currency, tag);
  const credits = String(receipt.package.credits);
  const vars = { site: receipt.site.name, credits, name: input.memberName, email: input.supportEmail, count: credits };
  const t = (key: string) => fill(label(key), vars);

  const lines: Array<[string, string]> = [
    [t('number'), receipt.number],
    [t('date'), new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: RECEIPT_TIME_ZONE }).format(new Date(receipt.date))],
    [t('website'), receipt.site.domain],
    [t('package'), t('credits')],
    [t('method'), methodLabel(locale, receipt.method)],
  ];
  if (receipt.tax) {
    const percent = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(receipt.tax.percent);
    lines.push([t('net'), money(receipt.tax.net_cents)]);
    lines.push([fill(label(receipt.tax.kind === 'gst' ? 'tax_gst' : 'tax_vat'), { percent }), money(receipt.tax.tax_cents)]);
  } else {
    lines.push([t('no_tax'), money(0)]);
  }
  lines.push([t('total'), money(receipt.amount_cents)]);
  if (receipt.refunded_cents > 0) lines.push([t('refunded'), money(receipt.refunded_cents)]);

  const { company } = receipt;
  const seller: Array<[string, string]> = [
    [t('seller'), `${company.name}, ${company.address}, ${company.city}, ${company.country}`],
    [t('kvk'), company.kvk],
    ...(company.vat_number ? [[t('vat_number'), company.vat_number] as [string, string]] : []),
  ];

  const text = [
    t('mail_greeting'),
    t('mail_intro'),
    [`${t('title')} – ${receipt.site.name}`, ...lines.map(([k, v]) => `${k}: ${v}`)].join('\n'),
    seller.map(([k, v]) => `${k}: ${v}`).join('\n'),
    `${t('mail_link')}: ${input.link}`,
    t('mail_footer'),
  ].join('\n\n');

  const content: MailContent = {
    lang: tag,
    site: { name: receipt.site.name, origin: new URL(input.link).origin },
    preheader: t('mail_intro'),
    greeting: t('mail_greeting'),
    paragraphs: [t('mail_intro')],
    tables: [
      { title: `${t('title')} – ${receipt.site.name}`, rows: lines },
      { rows: seller, small: true },
    ],
    button: { label: t('mail_link'), href: input.link },
    footer: [t('mail_footer')],
  };
  return { subject: t('mail_subject'), text, content };
}

/** An amount in minor units as the member's locale writes it (€ 19,95 / €19.95 / 19,95 zł): a language or a tag of localeTagFor. */
export function formatMoney(cents: number, currency: string, localeTag: string): string {
  return new Intl.NumberFormat(localeTag, { style: 'currency', currency }).format(cents / 100);
}

function labelsOf(locale: Locale): (key: string) => string {
  const own = catalogs.get(locale)?.receipt ?? {};
  const fallback = catalogs.get(DEFAULT_LOCALE)?.receipt ?? {};
  return (key) => own[key] ?? fallback[key] ?? key;
}

function methodLabel(locale: Locale, method: string): string {
  return catalogs.get(locale)?.vocab?.payment_methods?.[method] ?? method;
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => vars[key] ?? match);
}
