import { useEffect, useState } from 'react';
import { initialPermission, watchGeolocationPermission, type GeolocationPermission } from './geolocation-permission';

const browserNavigator = () => (typeof navigator === 'undefined' ? undefined : navigator);

/** The geolocation permission, kept up to date when the member changes it in the browser. */
export function useGeolocationPermission(): GeolocationPermission {
  const [permission, setPermission] = useState<GeolocationPermission>(() => initialPermission(browserNavigator()));
  useEffect(() => watchGeolocationPermission(browserNavigator(), setPermission), []);
  return permission;
}
