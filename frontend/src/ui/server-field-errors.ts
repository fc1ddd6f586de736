import type { ErrorCode } from '@amoretto/shared';
import { isApiError } from '../api/api-error';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Puts a server error next to the field it is about. `byCode` names the field for codes
 * that concern one field (its message is the server's translated text); for
 * validation_failed each listed property gets the form's own hint. Returns null when the
 * error belongs to no field and should be shown as an alert instead.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  byCode: Partial<Record<ErrorCode, F>>,
  hints: Partial<Record<F, string>>,
): FieldErrors<F> | null {
  if (!isApiError(error)) return null;
  const field = byCode[error.code];
  if (field) return { [field]: error.message } as FieldErrors<F>;
  if (error.code === 'validation_failed' && error.fields) {
    const result: FieldErrors<F> = {};
    for (const property of Object.keys(error.fields)) {
      const hint = hints[property as F];
      if (hint) result[property as F] = hint;
    }
    return Object.keys(result).length > 0 ? result : null;
  }
  return null;
}

/** Whether any field has an error. */
export const hasErrors = <F extends string>(errors: FieldErrors<F>): boolean => Object.values(errors).some(Boolean);
