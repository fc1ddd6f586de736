import { parseUrlId } from '@amoretto/shared';
import { notFound } from '@tanstack/react-router';

/**
 * `params` of a route whose `$id` is an id (a member, a conversation, a payment): the route and
 * its links work with the number; a segment that cannot be an id is "not found".
 */
export const idParams = {
  parse: ({ id }: { id: string }): { id: number } => {
    const parsed = parseUrlId(id);
    if (parsed === null) throw notFound();
    return { id: parsed };
  },
  stringify: ({ id }: { id: number }): { id: string } => ({ id: String(id) }),
};
