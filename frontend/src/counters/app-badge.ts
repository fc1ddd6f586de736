// The installed app's icon badge (Badging API). Not every browser has it, and a browser that
// has it may still refuse (no installed app, no permission): both are fine to ignore.
type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

export function showAppBadge(count: number): void {
  if (typeof navigator === 'undefined') return;
  const nav = navigator as BadgingNavigator;
  try {
    const pending = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
    pending?.catch(() => undefined);
  } catch {
    // Some browsers throw synchronously outside a secure context.
  }
}
