import { ACCOUNT_MAIL_KINDS, ACCOUNT_MAILS_WITH_LINK } from '../accounts/account-mail';
import { LOCALES } from '../constants';
import { readMailCatalog, renderAccountMail } from './account-mail';

/** `a.b.c` → text, for every string of a catalog. */
function flatten(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

const placeholders = (text: unknown): string[] => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
const italian = flatten(readMailCatalog('it'));

describe('mail catalogs', () => {
  it('Italian (the reference) has every account mail, a button exactly on the mails with a link', () => {
    const catalog = readMailCatalog('it').mail;
    for (const kind of ACCOUNT_MAIL_KINDS) {
      expect([kind, typeof catalog[kind].subject, typeof catalog[kind].text]).toEqual([kind, 'string', 'string']);
      expect([kind, typeof catalog[kind].button === 'string']).toEqual([kind, ACCOUNT_MAILS_WITH_LINK.has(kind)]);
    }
  });

  describe.each(LOCALES)('%s', (locale) => {
    const flat = flatten(readMailCatalog(locale));

    it('has exactly the keys of the Italian mail catalog, each a non-empty text', () => {
      expect([...flat.keys()].sort()).toEqual([...italian.keys()].sort());
      expect([...flat].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key)).toEqual([]);
    });

    it('uses the same {{placeholders}} as Italian in every text', () => {
      const mismatched = [...italian].filter(
        ([key, value]) => JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(flat.get(key))),
      );
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });

    it('renders every account mail with nothing left unfilled', () => {
      for (const kind of ACCOUNT_MAIL_KINDS) {
        const mail = renderAccountMail(kind, locale, {
          name: 'Giulia',
          site: 'Amoretto',
          link: 'https://example.test/t?a=1&b=2',
          email: 'new@example.test',
        });
        expect([kind, /\{\{/.test(mail.subject + mail.text + JSON.stringify(mail.content))]).toEqual([kind, false]);
        expect([kind, mail.text.includes('https://example.test/t?a=1&b=2')]).toEqual([kind, ACCOUNT_MAILS_WITH_LINK.has(kind)]);
      }
    });
  });
});

describe('renderAccountMail', () => {
  it('builds the text from the greeting, the paragraph, the link and the closing note; the HTML content has the button', () => {
    const mail = renderAccountMail('password_reset', 'en', { name: 'Ann <b>', site: 'S&co', link: 'https://x.test/r?t=1&u=2' });
    expect(mail.subject).toBe('Reset your S&co password');
    expect(mail.text.split('\n\n')).toEqual([
      'Hi Ann <b>,',
      'we received a request to reset your password. The link works for 1 hour and only once.',
      'https://x.test/r?t=1&u=2',
      'If you did not ask for this, ignore this email: your password stays the same.',
    ]);
    // Escaping is the layout's (workers/src/mail/mail-layout.spec.ts): the content holds the text as written.
    expect(mail.content.greeting).toBe('Hi Ann <b>,');
    expect(mail.content.button).toEqual({ label: 'Choose a new password', href: 'https://x.test/r?t=1&u=2' });
    expect(mail.content.site).toEqual({ name: 'S&co', origin: 'https://x.test' });
  });

  it('has no link paragraph in the notice of an email change', () => {
    const mail = renderAccountMail('email_change_notice', 'de', { name: 'Jo', site: 'S', email: 'neu@example.test' });
    expect(mail.text.split('\n\n')).toHaveLength(2);
    expect(mail.content.button).toBeUndefined();
  });
});
