import { likePush, matchPush, messagePush } from './push-texts';

const sender = { name: 'Giulia', fictional: false };

describe('push texts', () => {
  it('shows the sender and the start of the message, opening the conversation', () => {
    const push = messagePush('it', {
      sender,
      message: { kind: 'text', body: 'Ciao!\nCome stai?' },
      previews: true,
      conversationId: 7,
      badge: 3,
    });
    expect(push).toEqual({
      v: 1,
      kind: 'message',
      title: 'Giulia',
      body: 'Ciao! Come stai?',
      icon: '/icon.svg',
      badge_count: 3,
      url: '/chats/7',
      tag: 'conversation-7',
    });
  });

  it('keeps the text off the screen for a member who chose no previews', () => {
    const push = messagePush('en', { sender, message: { kind: 'text', body: 'secret' }, previews: false, conversationId: 7, badge: 1 });
    expect(push.body).toBe('New message');
    expect(JSON.stringify(push)).not.toContain('secret');
  });

  it('says what a photo or gift is without showing it', () => {
    expect(messagePush('de', { sender, message: { kind: 'photo', body: '' }, previews: true, conversationId: 1, badge: 1 }).body).toBe(
      'Neues Foto',
    );
    expect(messagePush('pl', { sender, message: { kind: 'gift', body: '' }, previews: true, conversationId: 1, badge: 1 }).body).toBe(
      'Nowy prezent',
    );
  });

  it('labels a fictional profile wherever it is named, in the member’s language', () => {
    const fictional = { name: 'Anna', fictional: true };
    expect(
      messagePush('nl', { sender: fictional, message: { kind: 'text', body: 'Hoi' }, previews: true, conversationId: 1, badge: 1 }).title,
    ).toBe('Anna (fictief profiel)');
    expect(likePush('fr', fictional, 2).body).toBe('Anna (profil fictif) aime votre profil.');
    expect(matchPush('es', fictional, 2)).toMatchObject({ title: '¡Es un match!', url: '/likes/matches', tag: 'matches' });
  });
});
