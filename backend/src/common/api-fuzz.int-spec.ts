import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { Response } from 'supertest';
import { chatMember, type ChatMember } from '../chats/chat-test-helpers';
import { insertPhoto, NL_HOST } from '../members/member-test-helpers';
import { useTestBackend } from '../testing/accounts-helpers';
import {
  BAD_JSON_BODIES,
  BAD_JSON_VALUES,
  BAD_TEXT_VALUES,
  ODD_QUERIES,
  dtoFields,
  pick,
  plausibleBody,
  seededRandom,
  withRawValue,
  type DtoClass,
  type FieldSpec,
  type PlausibleContext,
  type Random,
} from '../testing/fuzz-inputs';

// Every operation of the OpenAPI document, as a visitor and as a logged-in member, gets bad input
// (ids out of range, deep JSON, lone surrogates, NUL, wrong types, missing and extra fields,
// overlong text, odd query strings, bad uploads). Bad input is the client's fault: it may be
// refused in any way, but never with a 5xx. Operations come from the document, their fields from
// the DTOs their handlers declare, so a new endpoint is covered without touching this file.
// Seeded: FUZZ_SEED=<n> replays another sequence; a failure names the seed and the request.
const SEED = Number(process.env.FUZZ_SEED ?? 19);

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operationId: string;
  queryNames: string[];
  body?: DtoClass;
  query?: DtoClass;
  /** Form fields of a multipart operation, by name; `true` for a file field. */
  multipart?: Map<string, boolean>;
}

interface OpenApiOperation {
  operationId: string;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { format?: string }> } }> };
}

interface Case {
  what: string;
  path: string;
  query?: string;
  json?: string;
  text?: { type: string; body: string };
  form?: { fields: Array<[string, string]>; files: Array<[string, Buffer, string]> };
}

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const PARAM_TYPES = { body: 3, query: 4 } as const;
/** Form field values (not URL-encoded: they travel as multipart text). */
const BAD_FORM_VALUES = [
  '2147483648',
  '1e308',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '1e3',
  'abc',
  '',
  'a\u0000b',
  'a\ud800b',
  'x'.repeat(100_000),
];
const NOT_AN_IMAGE = Buffer.from('GIF89a not really an image \u0000\u00ff');

/** The DTO classes a handler declares for its body and query, found by the document's operationId. */
function handlerDtos(app: INestApplication, operationId: string): { body?: DtoClass; query?: DtoClass } {
  const [controllerName, methodName] = operationId.split('_');
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as DtoClass | null;
      if (!controller || controller.name !== controllerName || !methodName) continue;
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {}) as Record<string, { index: number }>;
      const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, methodName) ?? []) as unknown[];
      const found: { body?: DtoClass; query?: DtoClass } = {};
      for (const [key, { index }] of Object.entries(args)) {
        const type = types[index];
        if (typeof type !== 'function' || [Object, String, Number, Boolean].includes(type as never)) continue;
        const kind = Number(key.split(':')[0]);
        if (kind === PARAM_TYPES.body) found.body = type as DtoClass;
        if (kind === PARAM_TYPES.query) found.query = type as DtoClass;
      }
      return found;
    }
  }
  return {};
}

function operationsOf(app: INestApplication, document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const dtos = handlerDtos(app, operation.operationId);
      const form = operation.requestBody?.content?.['multipart/form-data']?.schema?.properties;
      operations.push({
        method: method as Operation['method'],
        path,
        operationId: operation.operationId,
        queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        ...dtos,
        multipart: form ? new Map(Object.entries(form).map(([name, schema]) => [name, schema.format === 'binary'])) : undefined,
      });
    }
  }
  return operations;
}

/** The cases for one operation: each changes one thing of an otherwise plausible request. */
function casesFor(op: Operation, random: Random, ctx: PlausibleContext, anyFieldNames: string[], perField: number): Case[] {
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const pathWith = (values: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? String(ctx.id));
  const basePath = pathWith();
  const cases: Case[] = [];

  for (const name of pathParams) {
    for (const value of pick(random, BAD_TEXT_VALUES, perField + 1))
      cases.push({ what: `path ${name}=${value.slice(0, 40)}`, path: pathWith({ [name]: value }) });
  }
  // Query fields: alone, and beside plausible values of the others (filters that combine).
  const plausibleQuery = new Map<string, string>(op.queryNames.map((name) => [name, 'abc']));
  for (const field of op.query ? dtoFields(op.query, ctx) : []) plausibleQuery.set(field.name, encodeURIComponent(String(field.plausible)));
  const queryWith = (name: string, value: string) => [...plausibleQuery].map(([n, v]) => `${n}=${n === name ? value : v}`).join('&');
  if (plausibleQuery.size > 0) cases.push({ what: `query ${queryWith('', '')}`.slice(0, 80), path: basePath, query: queryWith('', '') });
  for (const name of plausibleQuery.keys()) {
    pick(random, BAD_TEXT_VALUES, perField).forEach((value, index) => {
      const query = index === 0 ? queryWith(name, value) : `${name}=${value}`;
      cases.push({ what: `query ${query.slice(0, 80)}`, path: basePath, query });
    });
  }
  for (const query of pick(random, ODD_QUERIES, 2)) cases.push({ what: `query ${query.slice(0, 40)}`, path: basePath, query });

  if (!BODY_METHODS.has(op.method)) return cases;
  if (op.multipart) {
    const plausibleForm = (): Array<[string, string]> =>
      [...op.multipart!]
        .filter(([, file]) => !file)
        .map(([name]) => [name, name.endsWith('id') && name !== 'client_id' ? String(ctx.id) : randomUUID()]);
    const files = [...op.multipart].filter(([, file]) => file).map(([name]) => name);
    for (const [name] of plausibleForm()) {
      for (const value of pick(random, BAD_FORM_VALUES, perField)) {
        const fields = plausibleForm().map(([n, v]): [string, string] => [n, n === name ? value : v]);
        cases.push({
          what: `form ${name}=${JSON.stringify(value.slice(0, 40))}`,
          path: basePath,
          form: { fields, files: files.map((f) => [f, NOT_AN_IMAGE, 'x.png']) },
        });
      }
    }
    cases.push({ what: 'form without its file', path: basePath, form: { fields: plausibleForm(), files: [] } });
    cases.push({
      what: 'form with an empty file',
      path: basePath,
      form: { fields: plausibleForm(), files: files.map((f) => [f, Buffer.alloc(0), 'x.jpg']) },
    });
    cases.push({ what: 'form with an odd field', path: basePath, form: { fields: [...plausibleForm(), ['__proto__', 'x']], files: [] } });
    cases.push({ what: 'JSON instead of a form', path: basePath, json: JSON.stringify(Object.fromEntries(plausibleForm())) });
    return cases;
  }

  // A JSON body: the handler's DTO, or (a body the handler reads itself) names any DTO uses.
  const fields: FieldSpec[] = op.body
    ? dtoFields(op.body, ctx)
    : pick(random, anyFieldNames, 3).map((name) => ({ name, plausible: 'abc' }));
  const plausible = Object.fromEntries(fields.map((f) => [f.name, f.plausible]));
  for (const field of fields) {
    for (const raw of pick(random, BAD_JSON_VALUES, perField))
      cases.push({ what: `body ${field.name}: ${raw.slice(0, 40)}`, path: basePath, json: withRawValue(plausible, field.name, raw) });
  }
  for (const missing of pick(random, fields, 1)) {
    const { [missing.name]: _gone, ...rest } = plausible;
    cases.push({ what: `body without ${missing.name}`, path: basePath, json: JSON.stringify(rest) });
  }
  cases.push({ what: 'body with an extra field', path: basePath, json: JSON.stringify({ ...plausible, fuzz_extra: 1 }) });
  for (const body of pick(random, BAD_JSON_BODIES, 3)) cases.push({ what: `body ${body.slice(0, 40)}`, path: basePath, json: body });
  cases.push({ what: 'JSON as text/plain', path: basePath, text: { type: 'text/plain', body: JSON.stringify(plausible) } });
  return cases;
}

describe('every API operation refuses bad input without a 5xx', () => {
  const ctx = useTestBackend();
  jest.setTimeout(120_000);

  // Each case spoils one field of a body that is otherwise valid; were the base invalid, every
  // case would stop at validation and reach nothing behind it.
  it('builds a valid body for every JSON-body DTO the document leads to', async () => {
    const document = (await ctx.backend.http().get('/api/docs.json').expect(200)).body as Parameters<typeof operationsOf>[1];
    const dtos = [...new Set(operationsOf(ctx.backend.app, document).flatMap((op) => (op.body ? [op.body] : [])))];
    expect(dtos.length).toBeGreaterThan(10);
    const invalid = dtos.flatMap((dto) => {
      const body = plainToInstance(dto as new () => object, plausibleBody(dto, { id: 1, random: seededRandom(SEED) }));
      const errors = validateSync(body, { whitelist: true, forbidNonWhitelisted: true });
      return errors.length > 0 ? [`${dto.name}: ${JSON.stringify(errors.map((e) => e.property))}`] : [];
    });
    expect(invalid).toEqual([]);
  });

  it(`answers no 5xx to generated bad input, as a visitor and as a member (seed ${SEED})`, async () => {
    const http = () => ctx.backend.http();
    const document = (await http().get('/api/docs.json').expect(200)).body as Parameters<typeof operationsOf>[1];
    const operations = operationsOf(ctx.backend.app, document);
    expect(operations.length).toBeGreaterThan(40);

    // A member with credits, a photo and a conversation, so valid-looking ids lead somewhere.
    let member: ChatMember = await chatMember(ctx.backend, ctx.db, { credits: 1_000, paid_user: true });
    const partner = await chatMember(ctx.backend, ctx.db, { gender: 'female' });
    await insertPhoto(ctx.db, member.id, 0);
    await http()
      .post('/api/chats/messages')
      .set('Host', NL_HOST)
      .set('Cookie', member.cookie)
      .send({ profile_id: partner.id, client_id: randomUUID(), body: 'Ciao!' })
      .expect(201);

    const anyFieldNames = [
      ...new Set(operations.flatMap((op) => (op.body ? dtoFields(op.body, { id: 1, random: () => 0 }).map((f) => f.name) : []))),
    ];
    const failures: string[] = [];
    let requests = 0;

    const send = async (op: Operation, c: Case, cookie?: string): Promise<Response> => {
      const url = c.query === undefined ? c.path : `${c.path}?${c.query}`;
      let req = http()[op.method](url).set('Host', NL_HOST);
      if (cookie) req = req.set('Cookie', cookie);
      if (c.json !== undefined) return req.set('Content-Type', 'application/json').send(c.json);
      if (c.text) return req.set('Content-Type', c.text.type).send(c.text.body);
      if (c.form) {
        for (const [name, value] of c.form.fields) req = req.field(name, value);
        for (const [name, content, filename] of c.form.files) req = req.attach(name, content, filename);
      }
      return req;
    };

    for (const who of ['visitor', 'member'] as const) {
      const random = seededRandom(SEED + (who === 'member' ? 1 : 0));
      for (const op of operations) {
        // A case may have logged the member out (or worse): start each operation with a live one.
        if (who === 'member' && (await http().get('/api/user.php').set('Host', NL_HOST).set('Cookie', member.cookie)).status !== 200) {
          member = await chatMember(ctx.backend, ctx.db, { credits: 1_000, paid_user: true });
        }
        // Most operations stop a visitor at the session check; the member pass goes wider.
        for (const c of casesFor(op, random, { id: partner.id, random }, anyFieldNames, who === 'member' ? 3 : 1)) {
          requests += 1;
          const res = await send(op, c, who === 'member' ? member.cookie : undefined);
          const what = `${op.method.toUpperCase()} ${op.path} as ${who}, ${c.what}`;
          if (res.status >= 500) failures.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          else if (res.status >= 400 && typeof (res.body as { error?: { code?: unknown } }).error?.code !== 'string') {
            failures.push(`${what}: ${res.status} without an error code`);
          }
        }
      }
    }
    expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] });
    // Enough to mean something, few enough for a busy machine.
    expect(requests).toBeGreaterThan(400);
  });
});
