import type { OperatorRole } from '@amoretto/shared';

/**
 * The console's own words, in English: operators are the company's staff and work in one
 * language (docs/decisions.md, operators), and the members' catalogs, which every member's
 * page loads, stay without them. The API's error messages the console shows are translated
 * like every other (errors.* in the catalogs).
 */
export const OPERATOR_TEXTS = {
  loginTitle: 'Operator login',
  intro: "For the people who run the product. Members log in on the site's own login page.",
  email: 'Email',
  emailRequired: 'Enter your email address.',
  password: 'Password',
  passwordRequired: 'Enter your password.',
  code: 'Code from your authenticator app',
  codeHint: 'Six digits; a new one every 30 seconds.',
  submit: 'Log in',
  brand: 'Amoretto operators',
  consoleTitle: 'Operator console',
  signedInAs: (name: string, role: OperatorRole) => `Logged in as ${name} (${role})`,
  sessionUntil: (time: string) => `Your session ends at ${time}; log in again after that.`,
  queuesLink: 'Queue dashboard',
  queuesHint: 'Waiting, running and failed background jobs.',
  queuesAdminOnly: 'Only admins can open the queue dashboard.',
  logout: 'Log out',
  countsTitle: 'What is waiting',
  waitingFictional: 'conversations waiting for a fictional profile’s answer',
  openReports: 'open reports',
  failedJobs: 'failed background jobs',
  countUnavailable: 'n/a',
} as const;
