import { isErrorCode, type ApiErrorBody, type ErrorCode } from '@amoretto/shared';

/** A failed API call: HTTP status (0 when the network failed) plus the contract's error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string[]> | undefined;
  /** Values the message names, e.g. `minutes` of account_locked or `suggestion` of invalid_email. */
  readonly details: Record<string, string | number> | undefined;
  /** The API path that failed (under /api); set by apiFetch. */
  path: string | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string[]>,
    details?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Code to assume when a response carries no usable error body (e.g. a proxy's HTML page). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 0 || status === 502 || status === 503 || status === 504) return 'service_unavailable';
  if (status === 401 || status === 403) return 'authentication_required';
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'too_many_requests';
  if (status >= 400 && status < 500) return 'bad_request';
  return 'internal_error';
}

/** Builds an ApiError from a status and whatever JSON (or nothing) the server sent. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const { code, message, fields, details } = body.error;
    return new ApiError(status, isErrorCode(code) ? code : codeForStatus(status), message || code, fields, details);
  }
  const code = codeForStatus(status);
  return new ApiError(status, code, code);
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const inner = (body as { error: unknown }).error;
  return typeof inner === 'object' && inner !== null && typeof (inner as { code?: unknown }).code === 'string';
}
