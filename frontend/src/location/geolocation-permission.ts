/** The member's geolocation permission (docs/product.md#location). */
export type GeolocationPermission = 'unsupported' | 'unknown' | 'granted' | 'denied' | 'prompt';

/** The parts of `navigator` the permission logic reads; a fake can stand in for tests. */
export interface PermissionNavigator {
  geolocation?: unknown;
  permissions?: { query(descriptor: { name: 'geolocation' }): Promise<PermissionStatusLike> };
}

export interface PermissionStatusLike {
  readonly state: string;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

const BROWSER_STATES: readonly GeolocationPermission[] = ['granted', 'denied', 'prompt'];

export function toPermission(state: string): GeolocationPermission {
  return (BROWSER_STATES as readonly string[]).includes(state) ? (state as GeolocationPermission) : 'unknown';
}

/** What can be said before any asynchronous query answers. */
export function initialPermission(nav: PermissionNavigator | undefined): GeolocationPermission {
  return nav?.geolocation ? 'unknown' : 'unsupported';
}

/**
 * Reports the permission now and whenever the member changes it in the browser. Browsers
 * without the Permissions API (older Safari) stay at 'unknown': asking is then the only
 * way to find out. Returns the function that stops listening.
 */
export function watchGeolocationPermission(
  nav: PermissionNavigator | undefined,
  onChange: (permission: GeolocationPermission) => void,
): () => void {
  const initial = initialPermission(nav);
  onChange(initial);
  if (initial === 'unsupported' || !nav?.permissions?.query) return () => {};

  let stopped = false;
  let detach = () => {};
  nav.permissions
    .query({ name: 'geolocation' })
    .then((status) => {
      if (stopped) return;
      const report = () => onChange(toPermission(status.state));
      report();
      status.addEventListener('change', report);
      detach = () => status.removeEventListener('change', report);
    })
    // Some browsers refuse the 'geolocation' name: the state is simply not knowable.
    .catch(() => undefined);
  return () => {
    stopped = true;
    detach();
  };
}
