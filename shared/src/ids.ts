// The one rule for every id the API takes: body, query, multipart field or route parameter.
import { Transform } from 'class-transformer';
import { IsInt, Max, Min, type ValidationOptions } from 'class-validator';

/**
 * Ids are Postgres `integer` (int4) columns: a larger number would fail in the database (a 500),
 * and anything above 2^53 is not even the number the client wrote.
 */
export const MIN_ID = 1;
export const MAX_ID = 2_147_483_647;

/** A positive int4 (always a safe integer). */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= MIN_ID && value <= MAX_ID;
}

/**
 * Text (a query string, a path segment, a multipart field) as an id: plain decimal digits only,
 * so "1e3", "0x10", " 7" and "" are not ids. Undefined when it cannot be one.
 */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return isId(id) ? id : undefined;
}

/**
 * An id in a page address (`/members/42`, `/transactions/42`): as `parseId`, but in its one
 * spelling only, so `/members/042` is not a second address of the same page. Null when the
 * segment cannot be an id (the page answers "not found").
 */
export function parseUrlId(raw: string): number | null {
  return raw.startsWith('0') ? null : (parseId(raw) ?? null);
}

/**
 * An id property: a JSON number in 1..MAX_ID. Reports the usual `isInt`, `min` and `max`
 * constraints, so clients see the same field errors as for any other number.
 * `{ each: true }` for a list of ids.
 */
export function IsId(options?: ValidationOptions): PropertyDecorator {
  const rules = [IsInt(options), Min(MIN_ID, options), Max(MAX_ID, options)];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}

/**
 * For ids that arrive as text (query, multipart): plain digits become a number (then `IsId`
 * checks its range), anything else stays as sent so that `IsId` refuses it.
 */
export function IdFromText(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));
}
