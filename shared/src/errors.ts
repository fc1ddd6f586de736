// The closed set of API error codes. Every code has a translated message under
// `errors.<code>` in each locale catalog (see i18n/).

export const ERROR_CODES = [
  'authentication_required',
  'validation_failed',
  'bad_request',
  'not_found',
  'method_not_allowed',
  'cross_site_request',
  'payload_too_large',
  'unsupported_image',
  'image_too_large',
  'too_many_requests',
  'service_unavailable',
  'internal_error',
  'invalid_credentials',
  'account_locked',
  'email_taken',
  'account_deleted',
  'invalid_email',
  'invalid_name',
  'invalid_date_of_birth',
  'password_too_common',
  'passwords_not_equal',
  'link_invalid',
  'wrong_password',
  'password_check_locked',
  'email_unchanged',
  'signups_closed',
  'photo_limit_reached',
  'blocked_by_member',
  'search_not_available',
  'own_profile',
  'member_not_found',
  'swipe_card_not_offered',
  'swipe_likes_used_up',
  'not_enough_credits',
  'premium_required',
  'conversation_not_found',
  'message_too_long',
  'client_id_reused',
  'partner_not_confirmed',
  'package_not_found',
  'payment_method_unavailable',
  'payment_not_found',
  'payment_failed',
  'recurring_payment_failed',
  'payment_provider_unavailable',
  'credit_debt_outstanding',
  'refund_not_possible',
  'discount_code_not_found',
  'discount_code_used',
  'discount_code_expired',
  'discount_code_not_applicable',
  'direct_debit_consent_required',
  'direct_debit_invalid_code',
  'direct_debit_blocked',
  'direct_debit_limit_reached',
  'invalid_iban',
  'direct_debit_code_expired',
  'stay_offer_unavailable',
  'messages_query_conflict',
  'operator_invalid_credentials',
  'operator_locked',
  'operator_login_required',
  'operator_role_forbidden',
  'fictional_cannot_start',
  'photo_requires_confirmation',
  'held_for_review',
  'trust_rate_limited',
  'report_already_open',
  'account_disabled',
  'operator_request_pending',
  'account_not_restorable',
  'discount_code_exists',
  'campaign_not_draft',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Field-level problems for validation_failed: property path → constraint names. */
    fields?: Record<string, string[]>;
    /** Values the message names (e.g. `minutes` of account_locked, `suggestion` of invalid_email). */
    details?: Record<string, string | number>;
  };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
