/**
 * Whether this browser holds a push subscription for the site: permission granted and the
 * push worker registered with a live subscription. Push then tells the member about news,
 * so the periodic refresh can slow down (docs/product.md#realtime). Any failure counts as not subscribed.
 */
export async function hasPushSubscription(): Promise<boolean> {
  try {
    if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window)) return false;
    if (!('serviceWorker' in navigator) || Notification.permission !== 'granted') return false;
    const registrations = await navigator.serviceWorker.getRegistrations();
    for (const registration of registrations) {
      if (await registration.pushManager.getSubscription()) return true;
    }
    return false;
  } catch {
    return false;
  }
}
