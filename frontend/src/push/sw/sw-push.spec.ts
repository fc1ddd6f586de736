import type { ServiceWorkerScopeLike, WindowClientLike } from './service-worker-scope';

// The push worker's listeners against a stand-in for the service worker scope: what the browser
// is asked to do on a push and on a click, including the branches a browser test cannot reach
// (focusing a tab and opening a window need a real click on a notification).

type Listener = (event: unknown) => void;

interface Tab extends WindowClientLike {
  calls: string[];
}

function tab(url: string, { focused = false, controlled = true } = {}): Tab {
  const calls: string[] = [];
  const self: Tab = {
    url,
    focused,
    calls,
    focus: async () => {
      calls.push('focus');
      return self;
    },
    navigate: async (to: string) => {
      calls.push(`navigate ${to}`);
      if (!controlled) throw new TypeError('not controlled');
      return { ...self, url: to };
    },
  };
  return self;
}

async function loadWorker(tabs: Tab[] = []) {
  const listeners = new Map<string, Listener>();
  const calls: unknown[][] = [];
  const scope = {
    location: { origin: 'https://amoretto.it', hostname: 'amoretto.it' },
    registration: {
      showNotification: async (...args: unknown[]) => void calls.push(['showNotification', ...args]),
      pushManager: { subscribe: async () => ({ toJSON: () => ({ endpoint: 'https://push.example/new' }) }) },
    },
    navigator: {
      setAppBadge: async (count: number) => void calls.push(['setAppBadge', count]),
      clearAppBadge: async () => void calls.push(['clearAppBadge']),
    },
    clients: {
      matchAll: async () => tabs,
      openWindow: async (url: string) => {
        calls.push(['openWindow', url]);
        return null;
      },
      claim: async () => undefined,
    },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  } as unknown as ServiceWorkerScopeLike;
  (globalThis as { self?: unknown }).self = scope;
  // A fresh module each time: the worker adds its listeners as it loads.
  await jest.isolateModulesAsync(async () => {
    await import('./sw-push');
  });
  /** Fires an event at the worker and waits for what it handed to waitUntil. */
  const fire = async (type: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  return { calls, fire };
}

const pushData = (payload: unknown) => ({ json: () => payload, text: () => JSON.stringify(payload) });

function clickEvent(url: string) {
  const closed: boolean[] = [];
  return { closed, event: { notification: { data: { url }, close: () => closed.push(true) } } };
}

afterEach(() => {
  delete (globalThis as { self?: unknown }).self;
});

describe('the push worker', () => {
  it('shows a push and sets the app badge', async () => {
    const worker = await loadWorker();
    await worker.fire('push', {
      data: pushData({
        v: 1,
        kind: 'message',
        title: 'Anna',
        body: 'Ciao',
        icon: '/icon.svg',
        badge_count: 4,
        url: '/chats/9',
        tag: 'conversation-9',
      }),
    });
    expect(worker.calls).toEqual([
      [
        'showNotification',
        'Anna',
        {
          body: 'Ciao',
          icon: 'https://amoretto.it/icon.svg',
          badge: '/favicon.svg',
          tag: 'conversation-9',
          renotify: true,
          data: { url: 'https://amoretto.it/chats/9' },
        },
      ],
      ['setAppBadge', 4],
    ]);
  });

  it('clears the app badge at 0 and leaves it alone without a count', async () => {
    const worker = await loadWorker();
    await worker.fire('push', { data: pushData({ title: 'a', badge_count: 0 }) });
    await worker.fire('push', { data: pushData({ title: 'b' }) });
    expect(worker.calls.filter(([name]) => name !== 'showNotification')).toEqual([['clearAppBadge']]);
  });

  it('on a click, focuses a tab already on the page', async () => {
    const onPage = tab('https://amoretto.it/chats/9');
    const worker = await loadWorker([tab('https://amoretto.it/members'), onPage]);
    const click = clickEvent('https://amoretto.it/chats/9');
    await worker.fire('notificationclick', click.event);
    expect(click.closed).toEqual([true]);
    expect(onPage.calls).toEqual(['focus']);
    expect(worker.calls).toEqual([]);
  });

  it('on a click, brings the focused tab of the site to the front and shows the page there', async () => {
    const other = tab('https://amoretto.it/likes');
    const focused = tab('https://amoretto.it/members', { focused: true });
    const worker = await loadWorker([other, focused]);
    await worker.fire('notificationclick', clickEvent('https://amoretto.it/chats/9').event);
    expect(focused.calls).toEqual(['focus', 'navigate https://amoretto.it/chats/9']);
    expect(other.calls).toEqual([]);
    expect(worker.calls).toEqual([]);
  });

  it('on a click, opens a window when no tab of the site is open, or the open one cannot be led', async () => {
    const none = await loadWorker([]);
    await none.fire('notificationclick', clickEvent('https://amoretto.it/likes/matches').event);
    expect(none.calls).toEqual([['openWindow', 'https://amoretto.it/likes/matches']]);

    const uncontrolled = tab('https://amoretto.it/members', { controlled: false });
    const worker = await loadWorker([uncontrolled]);
    await worker.fire('notificationclick', clickEvent('https://amoretto.it/chats/9').event);
    expect(worker.calls).toEqual([['openWindow', 'https://amoretto.it/chats/9']]);
  });

  it('never leaves the site on a click', async () => {
    const worker = await loadWorker([]);
    await worker.fire('notificationclick', clickEvent('https://evil.example/').event);
    expect(worker.calls).toEqual([['openWindow', 'https://amoretto.it/']]);
  });
});
