import { renderAccountMail } from '@amoretto/shared/node';
import { renderMailHtml } from './mail-layout';

describe('renderMailHtml', () => {
  it('lays an account mail out with its button, escaping the texts and the link', async () => {
    const mail = renderAccountMail('password_reset', 'en', { name: 'Ann <b>', site: 'S&co', link: 'https://x.test/r?t=1&u=2' });
    const html = await renderMailHtml(mail.content);
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('lang="en-GB"');
    expect(html).toContain('Hi Ann &#60;b&#62;,');
    expect(html).not.toContain('Ann <b>');
    expect(html).toContain('href="https://x.test/r?t=1&#38;u=2"');
    expect(html).toContain('Choose a new password');
    expect(html).toContain('S&#38;co');
  });

  it('shows the quote, every profile with its fictional label, and the small print with its links', async () => {
    const html = await renderMailHtml({
      lang: 'it-IT',
      site: { name: 'Amoretto', origin: 'https://amoretto.test' },
      greeting: 'Ciao Marco,',
      paragraphs: ['Giulia ti ha scritto.'],
      quote: 'Ciao! <script>x</script>',
      profiles: [
        { name: 'Giulia', detail: '31, Milano', fictionalLabel: 'Profilo di fantasia', href: 'https://amoretto.test/members/7' },
        { name: 'Anna', detail: '28, Roma' },
      ],
      button: { label: 'Leggi', href: 'javascript:alert(1)' },
      footer: ['Perché ricevi questa email.'],
      footerLinks: [{ label: 'Annulla iscrizione', href: 'https://amoretto.test/api/unsubscribe/t' }],
    });
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('Profilo di fantasia');
    expect(html.match(/Profilo di fantasia/g)).toHaveLength(1);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://amoretto.test/api/unsubscribe/t"');
    expect(html).toContain('Perché ricevi questa email.');
  });

  it('lays out tables (a receipt) with every label and value escaped', async () => {
    const html = await renderMailHtml({
      lang: 'nl-NL',
      site: { name: 'Amoretto', origin: 'https://amoretto.nl' },
      greeting: 'Hoi <b>Sam</b>,',
      paragraphs: ['Bedankt.'],
      tables: [
        { title: 'Betalingsbewijs', rows: [['Totaal', '€ 19,95']] },
        { rows: [['Verkoper', 'A & B B.V.']], small: true },
      ],
      button: { label: 'Bekijk je aankoop', href: 'https://amoretto.nl/transactions/42' },
    });
    expect(html).toContain('Hoi &#60;b&#62;Sam&#60;/b&#62;,');
    expect(html).toContain('Betalingsbewijs');
    expect(html).toContain('>€ 19,95</td>');
    expect(html).toContain('A &#38; B B.V.');
    expect(html).toContain('href="https://amoretto.nl/transactions/42"');
  });

  it('names the site without a link when the mail knows no origin (a notice without a link)', async () => {
    const mail = renderAccountMail('email_change_notice', 'de', { name: 'Jo', site: 'Amoretto', email: 'neu@example.test' });
    const html = await renderMailHtml(mail.content);
    expect(html).toContain('Amoretto');
    expect(html).not.toContain('href=""');
  });
});
