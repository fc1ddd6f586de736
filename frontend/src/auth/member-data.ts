/** Queries whose answer depends on who is logged in; dropped on login and logout. */
export function isMemberData(key: readonly unknown[]): boolean {
  return key[0] === 'members';
}
