import { LOCALES } from '../constants';
import { MODERATION_MAIL_KINDS } from '../moderation/moderation-dto';
import { renderModerationMail } from './moderation-mail';

describe('moderation mails', () => {
  const vars = { name: 'Giulia', site: 'Amoretto', origin: 'https://amoretto.it' };

  it.each(LOCALES.flatMap((locale) => MODERATION_MAIL_KINDS.map((kind) => [locale, kind] as const)))(
    'are complete in %s for %s: subject naming the site, greeting, text, no unfilled placeholder',
    (locale, kind) => {
      const mail = renderModerationMail(kind, locale, vars);
      expect(mail.subject).toContain('Amoretto');
      expect(mail.content.greeting).toContain('Giulia');
      expect(mail.content.paragraphs).toHaveLength(1);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\{/);
      expect(mail.content.site).toEqual({ name: 'Amoretto', origin: 'https://amoretto.it' });
    },
  );

  it('differ by kind and by language', () => {
    const subjects = new Set(MODERATION_MAIL_KINDS.map((kind) => renderModerationMail(kind, 'en', vars).subject));
    expect(subjects.size).toBe(MODERATION_MAIL_KINDS.length);
    expect(renderModerationMail('disabled', 'de', vars).subject).not.toBe(renderModerationMail('disabled', 'en', vars).subject);
  });

  it("adds the moderator's note as a paragraph of its own, only when there is one", () => {
    const mail = renderModerationMail('warning', 'en', { ...vars, note: '  Please stop sending links.  ' });
    expect(mail.content.paragraphs).toHaveLength(2);
    expect(mail.content.paragraphs[1]).toBe('Note from our moderators: Please stop sending links.');
    expect(mail.text).toContain('Please stop sending links.');
    expect(renderModerationMail('warning', 'en', { ...vars, note: '   ' }).content.paragraphs).toHaveLength(1);
  });
});
