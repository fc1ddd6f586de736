type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage key of one member's dismissal of the time-bonus modal. */
export const timeBonusDismissalKey = (userId: number): string => `dismissed-time-bonus-modal:${userId}`;

export function isTimeBonusModalDismissed(storage: KeyValueStorage, userId: number): boolean {
  const value = Number(storage.getItem(timeBonusDismissalKey(userId)));
  return Number.isFinite(value) && value > 0;
}

export function dismissTimeBonusModal(storage: KeyValueStorage, userId: number, now: number): void {
  storage.setItem(timeBonusDismissalKey(userId), String(now));
}
