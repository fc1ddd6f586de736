// One-time login links (docs/product.md#login-links): the `{token}` route at the site's root.

/** How long a mailed login link works. */
export const LOGIN_LINK_TTL_MS = 30 * 60_000;

/**
 * The one spelling of a login link's token: 32 random bytes in base64url (43 characters). The site
 * answers any other one-segment path as not found, so the route never swallows a mistyped address.
 */
export const LOGIN_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isLoginLinkToken = (segment: string): boolean => LOGIN_LINK_TOKEN_PATTERN.test(segment);

/** The mailed link: the token as the path's one segment. */
export const loginLinkUrl = (origin: string, token: string): string => `${origin.replace(/\/+$/, '')}/${token}`;
