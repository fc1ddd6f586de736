import { installBounceBeacon, PAGE_HIDDEN_ENDPOINT, type BounceBeaconEnv } from './bounce-beacon';

function fakeEnv() {
  const listeners = new Set<() => void>();
  const sent: { url: string; body: Blob }[] = [];
  let visibility: DocumentVisibilityState = 'visible';
  const env: BounceBeaconEnv = {
    document: {
      get visibilityState() {
        return visibility;
      },
      addEventListener: (_type: string, fn: () => void) => void listeners.add(fn),
      removeEventListener: (_type: string, fn: () => void) => void listeners.delete(fn),
    },
    navigator: {
      sendBeacon: (url: string, body: Blob) => {
        sent.push({ url, body });
        return true;
      },
    },
    location: { pathname: '/pages/faq' },
  };
  const fire = (state: DocumentVisibilityState) => {
    visibility = state;
    for (const fn of listeners) fn();
  };
  return { env, sent, fire, listeners };
}

describe('installBounceBeacon', () => {
  it('sends the current path as JSON when the page becomes hidden', async () => {
    const { env, sent, fire } = fakeEnv();
    installBounceBeacon(env);
    fire('visible');
    expect(sent).toHaveLength(0);
    fire('hidden');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(PAGE_HIDDEN_ENDPOINT);
    expect(sent[0]?.body.type).toBe('application/json');
    expect(JSON.parse((await sent[0]?.body.text()) ?? '')).toEqual({ path: '/pages/faq' });
  });

  it('stops when uninstalled', () => {
    const { env, sent, fire, listeners } = fakeEnv();
    const stop = installBounceBeacon(env);
    stop();
    fire('hidden');
    expect(sent).toHaveLength(0);
    expect(listeners.size).toBe(0);
  });
});
