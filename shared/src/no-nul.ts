import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * The constraint name for text with a NUL character. Postgres text cannot hold one, so such
 * input is refused as invalid instead of failing later as a database error.
 */
export const NO_NUL = 'noNul';

const hasNul = (text: string): boolean => text.includes('\u0000');

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
 * The path (`a.b.0`) of every string, or object key, in `value` that holds a NUL character;
 * `prefix` names `value` itself (e.g. a route parameter's name).
 */
export function nulPaths(value: unknown, prefix = '', out: string[] = []): string[] {
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') {
    if (hasNul(value)) out.push(prefix || 'value');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, at(String(index)), out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasNul(key)) out.push(at(key));
      else nulPaths(item, at(key), out);
    }
  }
  return out;
}
