import { buildReceipt, type ReceiptFacts } from '../../payments/receipt';
import { formatMoney, renderReceiptMail } from './receipt-mail';

const facts = (memberCountry: string, currency = 'EUR'): ReceiptFacts => ({
  payment: {
    id: 42,
    status: 'paid',
    paid_at: new Date('2025-03-04T10:00:00Z'),
    tier: 'p1',
    credits: 100,
    method: 'ideal',
    amount_cents: 1995,
    currency,
    refunded_cents: 0,
  },
  memberCountry,
  company: {
    name: 'Amoretto Media B.V.',
    address: 'Herengracht 999, 1017 BT',
    city: 'Amsterdam',
    country: 'NL',
    kvk: '81493762',
    vat_numbers: { NL: 'NL814937627B01', DE: 'DE319752641' },
  },
  site: { name: 'Amoretto', domain: 'amoretto.nl' },
});

const mail = (memberCountry: string, locale: 'nl' | 'en' | 'de' | 'it', name = 'Sanne') =>
  renderReceiptMail({
    receipt: buildReceipt(facts(memberCountry))!,
    locale,
    country: memberCountry,
    memberName: name,
    link: 'https://amoretto.nl/transactions/42',
    supportEmail: 'support@amoretto.nl',
  });

describe('renderReceiptMail', () => {
  it('is in the member’s language, with the receipt lines, the VAT line of their country and the link to the purchase', () => {
    const { subject, text, content } = mail('NL', 'nl');
    expect(subject).toBe('Je betalingsbewijs van Amoretto: 100 credits');
    expect(text).toContain('Hoi Sanne,');
    expect(text).toContain('Bonnummer: 00000042');
    expect(text).toContain('Datum: 4 maart 2025');
    expect(text).toContain('Betaalmethode: iDEAL');
    expect(text).toContain(`Btw 21 %: ${formatMoney(346, 'EUR', 'nl')}`);
    expect(text).toContain(`Bedrag exclusief btw: ${formatMoney(1649, 'EUR', 'nl')}`);
    expect(text).toContain(`Totaal betaald: ${formatMoney(1995, 'EUR', 'nl')}`);
    expect(text).toContain('Btw-nummer: NL814937627B01');
    expect(text).toContain('KvK-nummer: 81493762');
    expect(text).toContain('https://amoretto.nl/transactions/42');
    expect(text).toContain('support@amoretto.nl');
    expect(content.button).toEqual({ label: expect.any(String), href: 'https://amoretto.nl/transactions/42' });
    expect(content.site).toEqual({ name: 'Amoretto', origin: 'https://amoretto.nl' });
    expect(content.tables?.[0]?.rows).toContainEqual(['Bonnummer', '00000042']);
  });

  it('uses the German rate and the company’s German VAT number for a member in Germany', () => {
    const { text } = mail('DE', 'de');
    expect(text).toContain(`MwSt. 19 %: ${formatMoney(319, 'EUR', 'de')}`);
    expect(text).toContain('USt-IdNr.: DE319752641');
    expect(text).toContain('Zahlungsart: iDEAL');
  });

  it('writes the date the way the member’s country does: month first in the US, day first in Britain', () => {
    expect(mail('US', 'en').text).toContain('Date: March 4, 2025');
    expect(mail('GB', 'en').text).toContain('Date: 4 March 2025');
    expect(mail('IE', 'en').text).toContain('Date: 4 March 2025');
  });

  it('writes amounts the member’s way', () => {
    expect(formatMoney(1995, 'EUR', 'de')).toMatch(/^19,95\s€$/);
    expect(formatMoney(1995, 'EUR', 'en')).toBe('€19.95');
  });

  it('keeps the member’s name as written for the layout, which escapes it (workers/src/mail/mail-layout.spec.ts)', () => {
    expect(mail('NL', 'en', '<b>Sam</b>').content.greeting).toContain('<b>Sam</b>');
  });
});
