import { accountMailLink, mailLinkOrigin } from './mail-links';

describe('account mail links', () => {
  it('point to the member’s site domain over https in site mode', () => {
    const origin = mailLinkOrigin({ MAIL_LINK_HOST: 'site', PUBLIC_URL: 'http://localhost:3000' }, 'amoretto.de');
    expect(accountMailLink(origin, '/api/activate.php', 'a b+c')).toBe('https://amoretto.de/api/activate.php?token=a%20b%2Bc');
  });

  it('point to PUBLIC_URL, without its trailing slash, in public mode', () => {
    expect(mailLinkOrigin({ MAIL_LINK_HOST: 'public', PUBLIC_URL: 'http://localhost:3000/' }, 'amoretto.de')).toBe('http://localhost:3000');
  });

  it('fall back to PUBLIC_URL when the member has no site domain', () => {
    expect(mailLinkOrigin({ MAIL_LINK_HOST: 'site', PUBLIC_URL: 'https://amoretto.com' }, null)).toBe('https://amoretto.com');
  });
});
