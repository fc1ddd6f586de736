import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { OPERATOR_LOGIN_PATH, OPERATOR_QUEUES_PATH, type OperatorRole } from '@amoretto/shared';
import { operatorSessionLookup, operatorTokenFromCookie, sessionTokenHash, type Queryable } from '@amoretto/shared/db';
import { apiErrorBody, requestLocale } from '@amoretto/shared/node';

/**
 * Who may open the queue dashboard: admins. It shows job payloads (addresses, member ids) and
 * can retry or remove jobs, which no agent or moderator needs (docs/decisions.md, operators).
 */
export const QUEUES_ROLES: readonly OperatorRole[] = ['admin'];

export type QueuesAccess = 'ok' | 'login' | 'forbidden';

export function queuesAccess(session: { role: OperatorRole } | null): QueuesAccess {
  if (!session) return 'login';
  return QUEUES_ROLES.includes(session.role) ? 'ok' : 'forbidden';
}

/** Whether the request is a page a person opens (answered with a redirect) rather than the board's API. */
function wantsPage(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/**
 * The `onRequest` hook in front of everything under /operator/queues: the operator session
 * cookie, checked against the same store the backend writes (shared operatorSessionLookup).
 * Without one, a page goes to the console's login (coming back here after it) and anything
 * else gets 401; an operator without the role gets 403.
 */
export function queuesAccessHook(redis: Redis, db: Queryable) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = operatorTokenFromCookie(request.headers.cookie);
    const session = token ? await operatorSessionLookup(redis, db, sessionTokenHash(token)) : null;
    const access = queuesAccess(session);
    if (access === 'ok') return;
    void reply.header('Cache-Control', 'no-store');
    if (access === 'login' && wantsPage(request)) {
      const back = encodeURIComponent(OPERATOR_QUEUES_PATH);
      return reply.redirect(`${OPERATOR_LOGIN_PATH}?redirect=${back}`, 302);
    }
    const locale = requestLocale(request.headers.cookie, request.headers['accept-language']);
    const code = access === 'login' ? 'operator_login_required' : 'operator_role_forbidden';
    return reply.status(access === 'login' ? 401 : 403).send(apiErrorBody(code, locale));
  };
}
