import type { MemberCard, SearchResponse } from '@amoretto/shared';

// JSON schema of a search answer, so Fastify serialises it with a compiled stringifier
// instead of JSON.stringify. Keys listed here are the only ones sent: keep them in step
// with MemberCard / SearchResponse (the `satisfies` checks below catch a renamed or added key).

type Keys<T> = { [K in keyof T]-?: unknown };

const nullableString = { type: ['string', 'null'] } as const;

const cardProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  age: { type: 'integer' },
  city: nullableString,
  country: { type: 'string' },
  region: nullableString,
  main_image: {
    type: ['object', 'null'],
    properties: { thumb_url: { type: 'string' } },
    required: ['thumb_url'],
  },
  fictional: { type: 'boolean' },
} as const satisfies Keys<MemberCard>;

const memberCard = { type: 'object', properties: cardProperties, required: Object.keys(cardProperties) } as const;

const responseProperties = {
  page: { type: 'integer' },
  profiles: { type: 'array', items: memberCard },
  numResults: { type: 'integer' },
  next_cursor: nullableString,
  similar: { type: 'array', items: memberCard },
  similar_count: { type: 'integer' },
} as const satisfies Keys<SearchResponse>;

export const SEARCH_RESPONSE_SCHEMA = {
  type: 'object',
  properties: responseProperties,
  required: Object.keys(responseProperties),
} as const;
