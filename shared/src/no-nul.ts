import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * The constraint name for text with a NUL character. Postgres text cannot hold one, so such
 * input is refused as invalid instead of failing later as a database error.
 */
export const NO_NUL = 'noNul';
/**
 * The constraint name for text with a lone UTF-16 surrogate (`"\ud800"` in JSON): it is no
 * character at all, and Postgres JSON refuses it (text would silently turn it into U+FFFD).
 */
export const NO_LONE_SURROGATE = 'noLoneSurrogate';

const hasNul = (text: string): boolean => text.includes('\u0000');
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What makes this text unstorable, if anything. */
function textFault(text: string): string | undefined {
  if (hasNul(text)) return NO_NUL;
  if (LONE_SURROGATE.test(text)) return NO_LONE_SURROGATE;
  return undefined;
}

/** A string property without NUL characters (non-strings are left to the other decorators). */
export function NoNul(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: NO_NUL,
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasNul(value),
        defaultMessage: () => '$property must not contain NUL characters',
      },
    },
    options,
  );
}

/**
 * A string property without lone surrogates. The backend's pipe checks every string anyway; this is
 * for DTOs also validated without it (socket sends in the gateway), beside `@NoNul()`.
 */
export function NoLoneSurrogate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: NO_LONE_SURROGATE,
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !LONE_SURROGATE.test(value),
        defaultMessage: () => '$property must not contain lone surrogates',
      },
    },
    options,
  );
}

/**
 * Every string, or object key, in `value` that Postgres could not store (a NUL character or a
 * lone surrogate), by path (`a.b.0`) with the constraint it breaks; `prefix` names `value`
 * itself (e.g. a route parameter's name). Recursive: callers bound the depth first.
 */
export function textFaults(value: unknown, prefix = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') {
    const fault = textFault(value);
    if (fault) out[prefix || 'value'] = [fault];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => textFaults(item, at(String(index)), out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const fault = textFault(key);
      if (fault) out[at(key)] = [fault];
      else textFaults(item, at(key), out);
    }
  }
  return out;
}
