// The account mails the product sends. Their texts are in the mail catalogs
// (`i18n/mail/{locale}.json`, rendered by `renderAccountMail` in `@amoretto/shared/node`).

export const ACCOUNT_MAIL_KINDS = [
  'activation',
  'activation_reminder',
  'password_reset',
  'email_change_confirm',
  'email_change_notice',
  'reactivation',
  'login_link',
] as const;

export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

/** The mails built around a link (a button in HTML); the others only tell the member something. */
export const ACCOUNT_MAILS_WITH_LINK: ReadonlySet<AccountMailKind> = new Set<AccountMailKind>([
  'activation',
  'activation_reminder',
  'password_reset',
  'email_change_confirm',
  'reactivation',
  'login_link',
]);
