/** Where the logo leads (spec §2): the member area once logged in, otherwise home. */
export function logoTarget(isLoggedIn: boolean): string {
  return isLoggedIn ? '/members' : '/';
}
