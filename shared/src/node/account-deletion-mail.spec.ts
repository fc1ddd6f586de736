import { LOCALES } from '../constants';
import { renderAccountDeletedMail } from './account-deletion-mail';

describe('the deletion mail', () => {
  const vars = { name: 'Giulia', site: 'Amoretto', link: 'https://amoretto.it/api/reactivate.php?token=abc', days: 14 };

  it.each(LOCALES)('is complete in %s: subject, text with the link, the button and the note', (locale) => {
    const mail = renderAccountDeletedMail(locale, vars);
    expect(mail.subject).toContain('Amoretto');
    expect(mail.text).toContain(vars.link);
    expect(mail.text).toContain('14');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\{/);
    expect(mail.content.button).toEqual({ label: expect.any(String), href: vars.link });
    expect(mail.content.notes).toHaveLength(1);
    expect(mail.content.site).toEqual({ name: 'Amoretto', origin: 'https://amoretto.it' });
  });
});
