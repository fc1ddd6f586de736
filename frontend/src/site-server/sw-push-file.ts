/** The address the push worker is served at (docs/product.md#push), as the site's root file name. */
export const SW_PUSH_FILE = 'sw-push.js';
