import type { FileRouteTypes } from '../route-tree.gen';

/**
 * The routes whose page gets a Back button in the installed app (docs/product.md#installed-app):
 * the member page, a likes tab, a liked member, the credits and the payment of a package. In a
 * browser tab the browser's own Back button is there; in the installed app there is none.
 */
export const BACK_BUTTON_ROUTES: readonly string[] = [
  '/members/$id/',
  '/likes/$type',
  '/likes/m/$id',
  '/credits/',
  '/credits/$id/{-$paymentmethod}',
] satisfies readonly FileRouteTypes['fullPaths'][];

export function showsBackButton(input: { standalone: boolean; historyLength: number; routeFullPath: string | undefined }): boolean {
  return (
    input.standalone && input.historyLength > 1 && input.routeFullPath !== undefined && BACK_BUTTON_ROUTES.includes(input.routeFullPath)
  );
}
