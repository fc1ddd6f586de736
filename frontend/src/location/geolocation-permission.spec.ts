import {
  initialPermission,
  toPermission,
  watchGeolocationPermission,
  type GeolocationPermission,
  type PermissionNavigator,
} from './geolocation-permission';

/** A PermissionStatus stand-in whose state the test can change, as a browser would. */
class FakeStatus {
  private listeners = new Set<() => void>();
  constructor(public state: string) {}
  addEventListener(_type: 'change', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'change', listener: () => void) {
    this.listeners.delete(listener);
  }
  change(state: string) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
  get listening() {
    return this.listeners.size;
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function watch(nav: PermissionNavigator | undefined) {
  const seen: GeolocationPermission[] = [];
  const stop = watchGeolocationPermission(nav, (permission) => seen.push(permission));
  return { seen, stop };
}

describe('geolocation permission', () => {
  it('is unsupported without navigator.geolocation, whatever the Permissions API says', async () => {
    expect(initialPermission(undefined)).toBe('unsupported');
    const query = jest.fn();
    const { seen } = watch({ permissions: { query } });
    await settle();
    expect(seen).toEqual(['unsupported']);
    expect(query).not.toHaveBeenCalled();
  });

  it('stays unknown without the Permissions API or when the query is refused', async () => {
    expect(watch({ geolocation: {} }).seen).toEqual(['unknown']);
    const refused = watch({ geolocation: {}, permissions: { query: () => Promise.reject(new TypeError('unsupported name')) } });
    await settle();
    expect(refused.seen).toEqual(['unknown']);
  });

  it('reports the browser state and follows later changes', async () => {
    const status = new FakeStatus('prompt');
    const query = jest.fn(() => Promise.resolve(status));
    const { seen, stop } = watch({ geolocation: {}, permissions: { query } });
    expect(seen).toEqual(['unknown']);
    await settle();
    expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    expect(seen).toEqual(['unknown', 'prompt']);
    status.change('denied');
    status.change('granted');
    expect(seen).toEqual(['unknown', 'prompt', 'denied', 'granted']);
    stop();
    expect(status.listening).toBe(0);
    status.change('denied');
    expect(seen).toHaveLength(4);
  });

  it('does not start listening when stopped before the query answers', async () => {
    const status = new FakeStatus('granted');
    const { seen, stop } = watch({ geolocation: {}, permissions: { query: () => Promise.resolve(status) } });
    stop();
    await settle();
    expect(seen).toEqual(['unknown']);
    expect(status.listening).toBe(0);
  });

  it('maps states it does not know to unknown', () => {
    expect(toPermission('granted')).toBe('granted');
    expect(toPermission('denied')).toBe('denied');
    expect(toPermission('prompt')).toBe('prompt');
    expect(toPermission('default')).toBe('unknown');
  });
});
