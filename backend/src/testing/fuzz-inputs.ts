// Inputs for the API fuzz test: a seeded random source, bad values, and plausible bodies built
// from a DTO's class-validator rules (so that one bad field is not hidden behind other bad ones).
import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';

type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;

/** A DTO (or controller) class as reflection metadata hands it over. */
export type DtoClass = abstract new (...args: never[]) => unknown;

export function pick<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/**
 * Bad values as raw JSON text: some cannot come from JSON.stringify of a JS value (a number
 * beyond 2^53 as written, a lone surrogate escape as the client wrote it).
 */
export const BAD_JSON_VALUES: readonly string[] = [
  '2147483648',
  '1e308',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '-0',
  '1e-7',
  '99999999999999999999999',
  '"12"',
  '"1e3"',
  '"0x10"',
  '"abc"',
  'null',
  'true',
  'false',
  '[]',
  '{}',
  '[1,2]',
  '{"a":1}',
  '"a\\ud800b"',
  '"\\udc00"',
  '"x\\ud83d"',
  '"a\\u0000b"',
  '""',
  '" "',
  `"${'x'.repeat(100_000)}"`,
  '"😘"',
  '"__proto__"',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  deepArray(3_000),
  deepObject(3_000),
  deepArray(40),
];

/** Whole bodies that are not a JSON object of the DTO, sent as application/json. */
export const BAD_JSON_BODIES: readonly string[] = [
  deepArray(3_000),
  deepObject(3_000),
  `{"x":${deepArray(10_000)}}`,
  '[]',
  '"text"',
  '1',
  'null',
  '{',
  '{"a":1,}',
  '"\\ud800"',
  '{"__proto__":{"admin":true}}',
  `[${'{},'.repeat(2_000)}{}]`,
];

/** Bad text for query parameters, path segments and form fields, already URL-encoded. */
export const BAD_TEXT_VALUES: readonly string[] = [
  '2147483648',
  '1e308',
  '9007199254740993',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ED%B0%80',
  '%F0%9F%98%98',
  '%ZZ',
  '%',
  '+',
  `${'9'.repeat(5_000)}`,
  '__proto__',
  'constructor',
];

/** Odd query strings appended to any operation. */
export const ODD_QUERIES: readonly string[] = [
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'a[b][c]=1',
  'x=1&x=2&x=3',
  '%00=1',
  '%ED%A0%80=1',
  'x=%ZZ',
  `${'k'.repeat(3_000)}=v`,
  'page=1&page=2',
  'limit[]=1',
];

/** A DTO property and a value its rules accept (as far as can be told from the rules alone). */
export interface FieldSpec {
  name: string;
  plausible: unknown;
}

export interface PlausibleContext {
  /** For properties that name an id. */
  id: number;
  random: Random;
}

function metadataOf(dto: DtoClass): Map<string, ValidationMetadata[]> {
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    byProperty.set(meta.propertyName, [...(byProperty.get(meta.propertyName) ?? []), meta]);
  }
  return byProperty;
}

// '123456': a one-time code's six digits (the operator login); 'EUR': a currency.
const CANDIDATE_TEXT = ['/members', 'CH', 'it', 'abcdefghijklmnopqrstuvwxyz', 'Giulia', '2026-01-01T00:00:00.000000_1', '123456', 'EUR'];

function plausibleText(metas: ValidationMetadata[]): string {
  const constraint = (name: string) => metas.find((m) => m.name === name)?.constraints as unknown[] | undefined;
  const min = Number(constraint('minLength')?.[0] ?? constraint('isLength')?.[0] ?? 1);
  const max = Number(constraint('maxLength')?.[0] ?? constraint('isLength')?.[1] ?? 60);
  const pattern = constraint('matches')?.[0];
  if (pattern instanceof RegExp) {
    const fits = CANDIDATE_TEXT.find((text) => pattern.test(text) && text.length >= min && text.length <= max);
    if (fits) return fits;
  }
  return 'abcdefghij'.repeat(30).slice(0, Math.min(max, Math.max(min, 12)));
}

function plausibleValue(dto: DtoClass, property: string, metas: ValidationMetadata[], ctx: PlausibleContext): unknown {
  const has = (name: string) => metas.some((m) => m.name === name || m.type === name);
  const constraint = (name: string) => metas.find((m) => m.name === name)?.constraints as unknown[] | undefined;
  if (has('nestedValidation')) {
    // The property's declared class (emitted decorator metadata), as class-transformer's @Type names it.
    const nested = Reflect.getMetadata('design:type', dto.prototype as object, property) as DtoClass | undefined;
    return nested && nested !== Object ? plausibleBody(nested, ctx) : {};
  }
  if (has('isIn')) {
    const allowed = (constraint('isIn')?.[0] ?? []) as unknown[];
    const one = allowed[Math.floor(ctx.random() * allowed.length)];
    return has('isArray') ? [one] : one;
  }
  if (has('isArray')) {
    if (/ids$/.test(property)) return [ctx.id];
    // A list that must hold something (a campaign's paragraphs): one plausible text.
    return has('arrayMinSize') ? [plausibleText(metas)] : [];
  }
  if (has('isBoolean')) return true;
  if (has('isUuid')) return '8f0c6b2e-6a4b-4c8e-9d2f-1a2b3c4d5e6f';
  if (has('isDateString')) return '1995-04-12';
  if (has('isUrl')) return 'https://push.example.com/send/abc';
  if (has('isInt') || has('isNumber')) {
    if (/(^|_)id$/.test(property)) return ctx.id;
    const min = Number(constraint('min')?.[0] ?? 0);
    const max = Number(constraint('max')?.[0] ?? Number.MAX_SAFE_INTEGER);
    return Math.min(max, Math.max(min, 1));
  }
  if (has('isObject')) return {};
  if (property.includes('email')) return 'fuzz.nobody@example.com';
  return plausibleText(metas);
}

/** The DTO's properties, each with a value its rules should accept. */
export function dtoFields(dto: DtoClass, ctx: PlausibleContext): FieldSpec[] {
  return [...metadataOf(dto)].map(([name, metas]) => ({ name, plausible: plausibleValue(dto, name, metas, ctx) }));
}

export function plausibleBody(dto: DtoClass, ctx: PlausibleContext): Record<string, unknown> {
  return Object.fromEntries(dtoFields(dto, ctx).map((field) => [field.name, field.plausible]));
}

/** JSON text of `body` with one property's value replaced by raw JSON text. */
export function withRawValue(body: Record<string, unknown>, property: string, raw: string): string {
  const marker = '\u0001fuzz\u0001';
  return JSON.stringify({ ...body, [property]: marker }).replace(JSON.stringify(marker), () => raw);
}
