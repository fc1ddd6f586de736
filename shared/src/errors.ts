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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Field-level problems for validation_failed: property path → constraint names. */
    fields?: Record<string, string[]>;
  };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
