import { IsString, Matches, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../accounts/account-dto';
import { FICTIONAL_AUDIT_ACTIONS } from './fictional-audit';
import { MODERATION_AUDIT_ACTIONS } from './moderation-audit';
import { SUPPORT_AUDIT_ACTIONS } from './support-audit';

/**
 * Operators run the product (docs/product.md#operators): accounts of their own, never a member
 * role. `agent` answers as fictional profiles, `moderator` reviews reports and photos, `admin`
 * does everything, the queue dashboard included.
 */
export const OPERATOR_ROLES = ['agent', 'moderator', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * What the audit log records (operator_audit_log.action). Logins today; every console action
 * adds its own name here, so the log's vocabulary stays one closed list.
 */
export const OPERATOR_AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'login_locked',
  'login_refused_locked',
  'logout',
  ...SUPPORT_AUDIT_ACTIONS,
  ...MODERATION_AUDIT_ACTIONS,
  ...FICTIONAL_AUDIT_ACTIONS,
] as const;
export type OperatorAuditAction = (typeof OPERATOR_AUDIT_ACTIONS)[number];

/** Where the console lives on every site (its own path, lazy-loaded, outside the members' pages). */
export const OPERATOR_CONSOLE_PATH = '/operator';
export const OPERATOR_LOGIN_PATH = '/operator/login';
/** The queue dashboard (the workers' Bull Board), proxied by the site under the console's path. */
export const OPERATOR_QUEUES_PATH = '/operator/queues';

/** `POST /api/operator/login`: password and the authenticator app's current code. */
export class OperatorLoginDto {
  // Not @IsEmail: an address that is no operator's is a wrong login like any other (and the
  // check throws on lone UTF-16 surrogates).
  @IsString() @MaxLength(254) email: string;
  @IsString() @MaxLength(PASSWORD_MAX_LENGTH) password: string;
  /** Six digits from the operator's authenticator app (TOTP). */
  @IsString() @Matches(/^\d{6}$/) code: string;
}

/** `GET /api/operator/me` and the login's answer. */
export interface OperatorView {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  /** When this session ends (ISO): sessions are short and never extended. */
  session_expires_at: string;
}
