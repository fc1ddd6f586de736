import type { PushPayload } from '@amoretto/shared';
import { BODY_MAX, clickPlan, clickTarget, notificationFor, pageOfSite, readPushData, TITLE_MAX } from './push-notification-rules';

const origin = 'https://amoretto.it';

describe('the notification a push shows', () => {
  it('shows a message push as the workers send it, and sets the app badge', () => {
    // As the workers send it.
    const payload: PushPayload = {
      v: 1,
      kind: 'message',
      title: 'Anna',
      body: 'Ciao! Come stai?',
      icon: '/icon.svg',
      badge_count: 3,
      url: '/chats/123',
      tag: 'conversation-123',
    };
    const shown = notificationFor(payload, origin, 'amoretto.it');
    expect(shown).toEqual({
      title: 'Anna',
      options: {
        body: 'Ciao! Come stai?',
        icon: 'https://amoretto.it/icon.svg',
        badge: '/favicon.svg',
        tag: 'conversation-123',
        renotify: true,
        data: { url: 'https://amoretto.it/chats/123' },
      },
      appBadge: 3,
    });
  });

  it('leads a push without a page of this site to the page of its kind', () => {
    expect(notificationFor({ kind: 'like', title: 'x' }, origin, 'h').options.data.url).toBe('https://amoretto.it/likes/received');
    expect(notificationFor({ kind: 'match', url: 'https://evil.example/likes' }, origin, 'h').options.data.url).toBe(
      'https://amoretto.it/likes/matches',
    );
    expect(notificationFor({ kind: 'message', url: '//evil.example/chats/1' }, origin, 'h').options.data.url).toBe(
      'https://amoretto.it/chats',
    );
    expect(notificationFor({ kind: 'spam', url: 'javascript:alert(1)' }, origin, 'h').options.data.url).toBe('https://amoretto.it/');
  });

  it('shows something sensible for an empty or odd payload', () => {
    const shown = notificationFor(null, origin, 'amoretto.it');
    expect(shown.title).toBe('amoretto.it');
    expect(shown.options.body).toBe('');
    expect(shown.options.icon).toBe('/icon.svg');
    expect(shown.options).not.toHaveProperty('tag');
    expect(shown.options.renotify).toBe(false);
    expect(shown.appBadge).toBeNull();
    expect(notificationFor({ title: 42, body: ['x'], badge_count: -1 }, origin, 'h')).toMatchObject({ title: 'h', appBadge: null });
    expect(notificationFor({ badge_count: 2.5 }, origin, 'h').appBadge).toBeNull();
    expect(notificationFor({ badge_count: 0 }, origin, 'h').appBadge).toBe(0);
  });

  it('cuts texts longer than a locked screen needs', () => {
    const shown = notificationFor({ title: 'T'.repeat(500), body: 'B'.repeat(500) }, origin, 'h');
    expect(shown.title).toHaveLength(TITLE_MAX);
    expect(shown.title.endsWith('…')).toBe(true);
    expect(shown.options.body).toHaveLength(BODY_MAX);
  });

  it('shows only the site’s own or https pictures', () => {
    expect(notificationFor({ icon: 'https://cdn.example/p.webp' }, origin, 'h').options.icon).toBe('https://cdn.example/p.webp');
    expect(notificationFor({ icon: 'http://cdn.example/p.webp' }, origin, 'h').options.icon).toBe('/icon.svg');
    expect(notificationFor({ icon: 'data:image/png;base64,AA' }, origin, 'h').options.icon).toBe('/icon.svg');
  });

  it('reads JSON data, and shows plain text data as the body', () => {
    expect(readPushData({ json: () => ({ title: 'a' }), text: () => '' })).toEqual({ title: 'a' });
    const plain = {
      json: () => {
        throw new SyntaxError('not JSON');
      },
      text: () => 'hello',
    };
    expect(readPushData(plain)).toEqual({ body: 'hello' });
    expect(readPushData(null)).toEqual({});
  });
});

describe('where a click leads', () => {
  it('opens the notification’s own page, checked again', () => {
    expect(clickTarget({ url: 'https://amoretto.it/chats/5' }, origin)).toBe('https://amoretto.it/chats/5');
    expect(clickTarget({ url: 'https://evil.example/' }, origin)).toBe('https://amoretto.it/');
    expect(clickTarget(null, origin)).toBe('https://amoretto.it/');
    expect(pageOfSite('/likes/matches?x=1', origin)).toBe('https://amoretto.it/likes/matches?x=1');
    expect(pageOfSite('https://amoretto.it.evil.example/', origin)).toBeNull();
  });

  const target = 'https://amoretto.it/chats/5';

  it('brings a tab already on the page to the front', () => {
    expect(
      clickPlan(
        [
          { url: 'https://amoretto.it/members', focused: true },
          { url: target, focused: false },
        ],
        target,
      ),
    ).toEqual({ action: 'focus', window: 1 });
  });

  it('shows the page in an open tab of the site, the focused one first', () => {
    const windows = [
      { url: 'https://amoretto.it/members', focused: false },
      { url: 'https://amoretto.it/likes', focused: true },
    ];
    expect(clickPlan(windows, target)).toEqual({ action: 'navigate', window: 1 });
    expect(clickPlan([windows[0]!], target)).toEqual({ action: 'navigate', window: 0 });
  });

  it('opens a new tab when none of the site is open', () => {
    expect(clickPlan([], target)).toEqual({ action: 'open' });
    expect(clickPlan([{ url: 'https://other.example/', focused: true }], target)).toEqual({ action: 'open' });
  });
});
