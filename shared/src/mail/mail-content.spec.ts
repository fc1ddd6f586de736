import { mailContentText, type MailContent } from './mail-content';

const base: MailContent = {
  lang: 'en',
  site: { name: 'Amoretto', origin: 'https://amoretto.test' },
  greeting: 'Hi Ann,',
  paragraphs: ['Text.'],
};

describe('mailContentText', () => {
  it('is the greeting and the paragraphs when that is all there is', () => {
    expect(mailContentText(base)).toBe('Hi Ann,\n\nText.');
  });

  it('quotes the preview, lists profiles with their fictional label, gives the button as its link and ends with the small print', () => {
    const text = mailContentText({
      ...base,
      quote: 'Hello\nthere',
      profiles: [{ name: 'Giulia', detail: '31, Milano', fictionalLabel: 'fictional profile', href: 'https://amoretto.test/members/7' }],
      button: { label: 'Read', href: 'https://amoretto.test/chats/1' },
      notes: ['Note.'],
      footer: ['Why you get this.'],
      footerLinks: [{ label: 'Unsubscribe', href: 'https://amoretto.test/api/unsubscribe/t' }],
    });
    expect(text.split('\n\n')).toEqual([
      'Hi Ann,',
      'Text.',
      '> Hello\n> there',
      '- Giulia, 31, Milano (fictional profile): https://amoretto.test/members/7',
      'https://amoretto.test/chats/1',
      'Note.',
      '-- \nWhy you get this.\nUnsubscribe: https://amoretto.test/api/unsubscribe/t',
    ]);
  });

  it('writes tables as their title and label: value lines', () => {
    const text = mailContentText({ ...base, tables: [{ title: 'Receipt', rows: [['Total', '€ 19,95']] }, { rows: [['VAT no.', 'NL1']] }] });
    expect(text.split('\n\n')).toEqual(['Hi Ann,', 'Text.', 'Receipt\nTotal: € 19,95', 'VAT no.: NL1']);
  });
});
