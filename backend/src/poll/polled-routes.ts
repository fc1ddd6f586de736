import type { ArgumentsHost } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { LIKES_TYPES, type LikesType } from '@amoretto/shared';
import { sessionTokenFromCookie, sessionTokenHash } from '@amoretto/shared/db';
import { AccountsService } from '../accounts/accounts.service';
import { SessionsService } from '../accounts/sessions.service';
import { ChatsService } from '../chats/chats.service';
import { HttpErrorFilter } from '../common/http-error.filter';
import { LikesListService } from '../likes/likes-list.service';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { SitesService } from '../sites/sites.service';
import { PollVersionsReader } from './poll-versions-reader';
import { POLL_CACHE_CONTROL, tagMatches } from './poll-tag-rules';

/** How one polled route answers a member, or null when the request is not the site's poll. */
type PolledAnswer = (request: FastifyRequest) => ((userId: number) => Promise<object>) | null;

const isLikesType = (value: unknown): value is LikesType => (LIKES_TYPES as readonly unknown[]).includes(value);

/** Exactly the query the site's refresh sends, nothing else: any other goes through Nest and its validation. */
function queryIs(request: FastifyRequest, keys: string[]): Record<string, unknown> | null {
  const query = request.query as Record<string, unknown>;
  const present = Object.keys(query);
  return present.length === keys.length && present.every((k) => keys.includes(k)) ? query : null;
}

/**
 * The three GETs every member's open tab repeats each minute (`user.php`, `chats.php`,
 * `likes.php`; issue 25, docs/decisions.md) answered for a logged-in member without Nest's
 * per-request machinery (router context, guards, pipes): the same session lookup, the same
 * service call, the same JSON, and errors through the same filter. Fastify's own hooks (security
 * headers, request log, metrics, cookies) run as for every route. A request of another shape
 * (a visitor, a query the site does not send) goes to the Nest route unchanged, which also keeps
 * the routes' OpenAPI description and validation where they were.
 *
 * The site's polls are conditional: each answer carries the member's poll tag (poll-tag-rules.ts)
 * while the workers' listener keeps versions, and a poll naming the current tag is answered 304
 * after the session lookup and one Redis read, with no SQL. Other queries are never conditional.
 */
export function installPolledRoutes(app: NestFastifyApplication): void {
  const get = <T>(type: new (...args: never[]) => T): T => app.get(type, { strict: false });
  const sessions = get(SessionsService);
  const accounts = get(AccountsService);
  const chats = get(ChatsService);
  const likes = get(LikesListService);
  const sites = get(SitesService);
  const versions = new PollVersionsReader(app.get<typeof REDIS, Redis>(REDIS, { strict: false }), get(AppConfig).DATABASE_URL);
  const filter = new HttpErrorFilter();

  const answers: Record<string, PolledAnswer> = {
    '/api/user.php': (request) => {
      const query = queryIs(request, ['optional']) ?? queryIs(request, []);
      if (!query || (query.optional !== undefined && query.optional !== '1')) return null;
      return (userId) => accounts.me(userId).then((user) => ({ user }));
    },
    '/api/chats.php': (request) =>
      queryIs(request, []) ? (userId) => sites.forHost(request.headers.host).then((site) => chats.list(userId, site.cdn_prefix)) : null,
    '/api/likes.php': (request) => {
      const query = queryIs(request, ['type']);
      if (!query || !isLikesType(query.type)) return null;
      const type = query.type;
      return (userId) => sites.forHost(request.headers.host).then((site) => likes.list(userId, type, site.cdn_prefix));
    },
  };

  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      const answer = answers[route.url ?? ''];
      if (route.method !== 'GET' || !answer) return;
      const nest = route.handler;
      route.handler = async function polled(this: unknown, request: FastifyRequest, reply: FastifyReply) {
        const token = sessionTokenFromCookie(request.headers.cookie);
        const run = token ? answer(request) : null;
        if (!token || !run) return nest.call(this as never, request, reply);
        try {
          // The session and the tag in one Redis round trip; a session the cache lacks the usual way.
          // The tag is read before the answer, so a change committed meanwhile moves the version past it.
          const cached = await versions.cachedSession(sessionTokenHash(token));
          const userId = cached ? cached.userId : await sessions.resolve(token);
          if (userId === null) return nest.call(this as never, request, reply);
          const tag = cached ? cached.tag : await versions.tagFor(userId);
          if (tag) {
            reply.header('etag', tag).header('cache-control', POLL_CACHE_CONTROL);
            if (tagMatches(request.headers['if-none-match'], tag)) return reply.code(304).send();
          }
          return reply.send(await run(userId));
        } catch (error) {
          filter.catch(error, hostOf(request, reply));
          return reply;
        }
      } as RouteHandlerMethod;
    });
}

/** What HttpErrorFilter reads of Nest's ArgumentsHost. */
function hostOf(request: FastifyRequest, reply: FastifyReply): ArgumentsHost {
  return {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply, getNext: () => undefined }),
    getType: () => 'http',
  } as unknown as ArgumentsHost;
}
