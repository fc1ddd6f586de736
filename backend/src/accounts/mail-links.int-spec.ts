import { TEST_PUBLIC_URL, testConfig } from '../testing/test-app';
import { mailsTo, signUp, useTestBackend } from '../testing/accounts-helpers';

// The German site is served locally on the alias de.localhost; its domain is amoretto.de.
const GERMAN_HOST = 'de.localhost:4000';

describe('account mail links with MAIL_LINK_HOST=site', () => {
  const ctx = useTestBackend({ config: { MAIL_LINK_HOST: 'site' } });

  it('point the activation link to the member’s own site domain', async () => {
    const { res, body } = await signUp(ctx.backend, {}, GERMAN_HOST);
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(ctx.db, body.email);
    expect(mail?.text).toMatch(/https:\/\/amoretto\.de\/api\/activate\.php\?token=[A-Za-z0-9_-]{40,}/);
    expect(mail?.content?.button?.href).toContain('https://amoretto.de/api/activate.php?token=');
  });

  it('keep the member’s site for a reset asked for on another host', async () => {
    const { body } = await signUp(ctx.backend, {}, GERMAN_HOST);
    await ctx.backend.http().post('/api/password-reset').set('Host', 'nl.localhost:4000').send({ email: body.email }).expect(202);
    const mails = await mailsTo(ctx.db, body.email);
    expect(mails.at(-1)?.text).toMatch(/https:\/\/amoretto\.de\/reset-password\/do\?token=/);
  });
});

describe('account mail links with MAIL_LINK_HOST=public', () => {
  const ctx = useTestBackend({ config: { MAIL_LINK_HOST: 'public' } });

  it('point the activation link to PUBLIC_URL', async () => {
    const { body } = await signUp(ctx.backend, {}, GERMAN_HOST);
    const [mail] = await mailsTo(ctx.db, body.email);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/api/activate.php?token=`);
    expect(mail?.text).not.toContain('amoretto.de');
  });
});

describe('MAIL_LINK_HOST', () => {
  it('refuses an unknown value at boot', () => {
    expect(() => testConfig({ MAIL_LINK_HOST: 'elsewhere' })).toThrow(/MAIL_LINK_HOST/);
  });
});
