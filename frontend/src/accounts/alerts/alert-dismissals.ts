type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type DismissibleAlert = 'add-photos' | 'activation-reminder' | 'enable-push' | 'email-off';

/** localStorage key of one member's dismissal of one banner (docs/product.md#member-banners). */
export const dismissalKey = (alert: DismissibleAlert, userId: number): string => `dismissed-alert:${alert}:${userId}`;

/** When the member closed the banner (ms since epoch), or null if never. */
export function readDismissal(storage: KeyValueStorage, alert: DismissibleAlert, userId: number): number | null {
  const value = Number(storage.getItem(dismissalKey(alert, userId)));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function storeDismissal(storage: KeyValueStorage, alert: DismissibleAlert, userId: number, now: number): void {
  storage.setItem(dismissalKey(alert, userId), String(now));
}

/** Forgets a closing: the banner may show again (the member turned mail back on, so a later stop is news). */
export function clearDismissal(storage: Pick<Storage, 'removeItem'>, alert: DismissibleAlert, userId: number): void {
  storage.removeItem(dismissalKey(alert, userId));
}
