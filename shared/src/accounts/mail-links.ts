// Links in account mails (activation, reminder, reset, email change, reactivation). The
// backend and the workers both compose them, so they share this one rule.

/** `site`: the member's own site domain over https (production). `public`: PUBLIC_URL (local runs). */
export const MAIL_LINK_HOSTS = ['site', 'public'] as const;
export type MailLinkHost = (typeof MAIL_LINK_HOSTS)[number];

export interface MailLinkSettings {
  MAIL_LINK_HOST: MailLinkHost;
  PUBLIC_URL: string;
}

/** The origin links point to for a member whose site has `siteDomain`. */
export function mailLinkOrigin(settings: MailLinkSettings, siteDomain: string | null | undefined): string {
  // A member without a site row (never in practice) still gets a working link.
  if (settings.MAIL_LINK_HOST === 'site' && siteDomain) return `https://${siteDomain}`;
  return settings.PUBLIC_URL.replace(/\/+$/, '');
}

/** `origin` + `path` + the one-time token as the `token` query parameter. */
export function accountMailLink(origin: string, path: string, token: string): string {
  return `${origin}${path}?token=${encodeURIComponent(token)}`;
}
