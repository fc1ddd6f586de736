import type { NotificationSettingsResponse, UserResponse } from '@amoretto/shared';
import { mailTokenSecret, signMailToken } from '@amoretto/shared/node';
import { chatMember, type ChatMember } from '../chats/chat-test-helpers';
import { NL_HOST } from '../members/member-test-helpers';
import { useTestBackend } from '../testing/accounts-helpers';
import { ARF_COMPLAINT, DSN_DELAYED, DSN_HARD_BOUNCE, DSN_WITHOUT_TOKEN, MAILTO_UNSUBSCRIBE, sample } from './testing/report-samples';

describe('email notifications', () => {
  const ctx = useTestBackend();
  const http = () => ctx.backend.http();
  const member = () => chatMember(ctx.backend, ctx.db);
  const settings = async (who: ChatMember): Promise<NotificationSettingsResponse> =>
    (await http().get('/api/notifications').set('Host', NL_HOST).set('Cookie', who.cookie).expect(200)).body;
  const userView = async (who: ChatMember) =>
    ((await http().get('/api/user.php').set('Host', NL_HOST).set('Cookie', who.cookie).expect(200)).body as UserResponse).user!;
  const tokenOf = (who: ChatMember, type: Parameters<typeof signMailToken>[1]['type'] = 'new_messages') =>
    // The key the backend under test reads: the run's MAIL_TOKEN_SECRET, or the development one.
    signMailToken(mailTokenSecret(process.env), { userId: who.id, type });
  const report = (raw: string) => http().post('/api/mail/inbound').set('Content-Type', 'text/plain').send(raw).expect(200);

  describe('settings', () => {
    it('has every type on for a new member, and mail not off', async () => {
      const body = await settings(await member());
      expect(Object.values(body.email)).toEqual(Array(8).fill(true));
      expect(body.notifications_disabled).toEqual([]);
    });

    it('turns the types named off and on, keeping the others', async () => {
      const who = await member();
      const put = (email: object) => http().put('/api/notifications').set('Host', NL_HOST).set('Cookie', who.cookie).send({ email });
      expect((await put({ news: false, like: false }).expect(200)).body.email).toMatchObject({
        news: false,
        like: false,
        new_messages: true,
      });
      expect((await put({ like: true }).expect(200)).body.email).toMatchObject({ news: false, like: true });
      expect((await settings(who)).email).toMatchObject({ news: false, like: true, promotions: true });
    });

    it('switches message previews in pushes', async () => {
      const who = await member();
      expect((await settings(who)).push_previews).toBe(true);
      const res = await http()
        .put('/api/notifications')
        .set('Host', NL_HOST)
        .set('Cookie', who.cookie)
        .send({ push_previews: false })
        .expect(200);
      expect([res.body.push_previews, res.body.email.news]).toEqual([false, true]);
    });

    it('refuses a value that is not a boolean and a type that does not exist, with a translated error', async () => {
      const who = await member();
      for (const body of [
        { email: { news: 'no' } },
        { email: { holidays: false } },
        { email: 'all' },
        { push_previews: 'yes' },
        { other: 1 },
      ]) {
        const res = await http().put('/api/notifications').set('Host', NL_HOST).set('Cookie', who.cookie).send(body);
        expect([res.status, res.body.error?.code]).toEqual([400, 'validation_failed']);
        expect(typeof res.body.error.message).toBe('string');
      }
    });

    it('needs a session', async () => {
      const res = await http().get('/api/notifications').set('Host', NL_HOST);
      expect([res.status, res.body.error?.code]).toEqual([403, 'authentication_required']);
    });
  });

  describe('one-click unsubscribe', () => {
    it('turns the type off and pauses mail with reason listunsubscribe, on a POST without a session', async () => {
      const who = await member();
      const res = await http()
        .post(`/api/unsubscribe/${tokenOf(who, 'like')}`)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('List-Unsubscribe=One-Click');
      expect([res.status, res.body]).toEqual([200, { unsubscribed: true, type: 'like' }]);
      const after = await settings(who);
      expect(after.email.like).toBe(false);
      expect(after.email.new_messages).toBe(true);
      expect(after.notifications_disabled).toEqual(['listunsubscribe']);
      // The banner's data: the member's own view says mail is off.
      expect((await userView(who)).notifications_disabled).toEqual(['listunsubscribe']);

      // Twice is the same as once.
      await http()
        .post(`/api/unsubscribe/${tokenOf(who, 'like')}`)
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect((await settings(who)).notifications_disabled).toEqual(['listunsubscribe']);

      // The banner's button: mail back on, the unsubscribed type stays off.
      const resumed = await http().delete('/api/notifications/disabled').set('Host', NL_HOST).set('Cookie', who.cookie).expect(200);
      expect(resumed.body.notifications_disabled).toEqual([]);
      expect(resumed.body.email.like).toBe(false);
    });

    it('takes the one-click body as multipart form data too, and a POST without a body (RFC 8058 allows both forms)', async () => {
      const one = await member();
      await http()
        .post(`/api/unsubscribe/${tokenOf(one, 'news')}`)
        .field('List-Unsubscribe', 'One-Click')
        .expect(200);
      expect((await settings(one)).email.news).toBe(false);
      const two = await member();
      await http()
        .post(`/api/unsubscribe/${tokenOf(two, 'like')}`)
        .expect(200);
      expect((await settings(two)).email.like).toBe(false);
    });

    it('asks first on a GET (mail scanners open links) and changes nothing', async () => {
      const who = await member();
      const res = await http()
        .get(`/api/unsubscribe/${tokenOf(who, 'news')}`)
        .set('Accept', 'text/html')
        .expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<form method="post"');
      expect(res.text).toContain(`/api/unsubscribe/${tokenOf(who, 'news')}`);
      expect((await settings(who)).email.news).toBe(true);
    });

    it("answers the page's own form with the page, and refuses a forged or altered token", async () => {
      const who = await member();
      const done = await http()
        .post(`/api/unsubscribe/${tokenOf(who, 'news')}`)
        .set('Accept', 'text/html')
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect([done.status, done.headers['content-type']]).toEqual([200, expect.stringMatching(/^text\/html/)]);
      expect(done.text).toContain('role="status"');

      const other = await member();
      const forged = tokenOf(other, 'news').replace(/^\d+/, String(who.id + 100_000));
      const res = await http().post(`/api/unsubscribe/${forged}`).send('List-Unsubscribe=One-Click');
      expect([res.status, res.body.error?.code]).toEqual([404, 'link_invalid']);
      const page = await http().get(`/api/unsubscribe/${forged}`).set('Accept', 'text/html');
      expect([page.status, page.headers['content-type']]).toEqual([404, expect.stringMatching(/^text\/html/)]);
      expect((await http().get(`/api/unsubscribe/${forged}`)).body.error?.code).toBe('link_invalid');
      expect((await settings(other)).notifications_disabled).toEqual([]);
    });
  });

  describe('bounces and complaints', () => {
    it('a hard bounce (DSN) at the VERP address turns mail off with reason bounce; the member sees it', async () => {
      const who = await member();
      expect((await report(sample(DSN_HARD_BOUNCE, tokenOf(who)))).body).toEqual({ kind: 'bounce', members: 1 });
      expect((await settings(who)).notifications_disabled).toEqual(['bounce']);
      expect((await userView(who)).notifications_disabled).toEqual(['bounce']);
      // Every type keeps its switch: turning mail back on needs no setting restored.
      expect(Object.values((await settings(who)).email)).toEqual(Array(8).fill(true));
    });

    it('a spam complaint (ARF) turns mail off with reason fbl, next to an earlier bounce', async () => {
      const who = await member();
      await report(sample(DSN_HARD_BOUNCE, tokenOf(who)));
      expect((await report(sample(ARF_COMPLAINT, tokenOf(who, 'like')))).body).toEqual({ kind: 'complaint', members: 1 });
      expect((await userView(who)).notifications_disabled).toEqual(['bounce', 'fbl']);
    });

    it('a mail to the mailto unsubscribe address unsubscribes from its type', async () => {
      const who = await member();
      await report(sample(MAILTO_UNSUBSCRIBE, tokenOf(who, 'promotions')));
      const after = await settings(who);
      expect([after.email.promotions, after.notifications_disabled]).toEqual([false, ['listunsubscribe']]);
    });

    it('ignores a delay notice, a report without our token and a forged token', async () => {
      const who = await member();
      expect((await report(sample(DSN_DELAYED, tokenOf(who)))).body).toEqual({ kind: 'ignored', members: 0 });
      expect((await report(sample(DSN_WITHOUT_TOKEN, tokenOf(who)))).body).toEqual({ kind: 'bounce', members: 0 });
      const forged = tokenOf(who).replace(/.$/, (c) => (c === '0' ? '1' : '0'));
      expect((await report(sample(DSN_HARD_BOUNCE, forged))).body).toEqual({ kind: 'bounce', members: 0 });
      expect((await settings(who)).notifications_disabled).toEqual([]);
    });

    it("a provider's JSON event (SES through SNS) turns mail off the same way", async () => {
      const who = await member();
      const ses = {
        notificationType: 'Complaint',
        complaint: { complaintFeedbackType: 'abuse' },
        mail: { source: `bounce+${tokenOf(who)}@amoretto.local`, destination: ['someone@example.com'] },
      };
      const res = await http()
        .post('/api/mail/inbound')
        .send({ Type: 'Notification', Message: JSON.stringify(ses) })
        .expect(200);
      expect(res.body).toEqual({ kind: 'complaint', members: 1 });
      expect((await settings(who)).notifications_disabled).toEqual(['fbl']);
    });

    it('answers an empty report with 400, not 500', async () => {
      const res = await http().post('/api/mail/inbound').set('Content-Type', 'text/plain').send('');
      expect(res.status).toBe(400);
    });
  });
});
