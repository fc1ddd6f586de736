/** Where the logo leads (docs/product.md#screens): the member area once logged in, otherwise home. */
export function logoTarget(isLoggedIn: boolean): string {
  return isLoggedIn ? '/members' : '/';
}
