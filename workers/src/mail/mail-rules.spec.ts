import { mailMessageId, senderOf } from './mail-rules';

const payload = { to: 'giulia@example.com', subject: 'Benvenuta', text: 'Ciao Giulia' };
const from = 'Amoretto <no-reply@amoretto.it>';

describe('mailMessageId', () => {
  it('is the same for every run of a job, on the sender’s domain', () => {
    const id = mailMessageId('outbox-42', payload, from);
    expect(id).toBe(mailMessageId('outbox-42', payload, from));
    expect(id).toMatch(/^<outbox-42\.[0-9a-f]{16}@amoretto\.it>$/);
  });

  it('differs between jobs, and between mails that share a job key (other deployment)', () => {
    const id = mailMessageId('outbox-42', payload, from);
    expect(mailMessageId('outbox-43', payload, from)).not.toBe(id);
    expect(mailMessageId('outbox-42', { ...payload, to: 'marco@example.com' }, from)).not.toBe(id);
  });

  it('keeps to the characters a Message-ID allows', () => {
    expect(mailMessageId('mail:7:1764000000000', payload, 'no-reply@amoretto.local')).toMatch(
      /^<mail\.7\.1764000000000\.[0-9a-f]{16}@amoretto\.local>$/,
    );
  });
});

describe('senderOf', () => {
  it('is MAIL_FROM as set when the mail names no site', () => {
    expect(senderOf(from, undefined)).toBe(from);
  });

  it("puts MAIL_FROM's address under the site's name, without characters that could add an address", () => {
    expect(senderOf(from, 'Amoretto.nl')).toEqual({ name: 'Amoretto.nl', address: 'no-reply@amoretto.it' });
    expect(senderOf('no-reply@amoretto.it', 'A "b" <c>\r\n')).toEqual({ name: 'A b c', address: 'no-reply@amoretto.it' });
  });
});
