import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiErrorBody,
  DiskPhotoStore,
  isUnavailableError,
  PHOTO_CACHE_CONTROL,
  PHOTO_CONTENT_TYPE,
  requestLocale,
  STORED_PHOTO_PATH,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  type PhotoObject,
  type PhotoStore,
} from '@amoretto/shared/node';

/**
 * `/cdn/<stored name>`: the photos, by the backend. With photos on disk it is where they are
 * served from (development, the compose stack); with an object store the site's nginx fetches
 * them from the bucket itself in production (deploy/k8s/overlays/production/site-cdn.conf), and
 * this streams them from the store for everything else that sends /cdn to the backend (the
 * development proxy, the compose stack's nginx). Either way only names the photo storage writes
 * are answered; anything else is the same JSON 404.
 */
export function cdnPlugin(store: PhotoStore) {
  return async (cdn: FastifyInstance): Promise<void> => {
    if (store instanceof DiskPhotoStore) {
      await serveFromDisk(cdn, store.root);
      return;
    }
    cdn.route({
      method: ['GET', 'HEAD'],
      url: '/cdn/*',
      exposeHeadRoute: false,
      handler: (request, reply) => serveFromStore(store, request, reply),
    });
  };
}

async function serveFromDisk(cdn: FastifyInstance, root: string): Promise<void> {
  mkdirSync(root, { recursive: true });
  // @fastify/static refuses `..` and other non-canonical paths with its own 403 before allowedPath
  // runs; to a client they are unknown photos like any other, so they get the same JSON 404.
  cdn.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
    throw error;
  });
  await cdn.register(fastifyStatic, {
    root,
    prefix: '/cdn/',
    // Swagger registers this plugin too; a second reply.sendFile decorator would throw.
    decorateReply: false,
    index: false,
    list: false,
    // Only names the photo storage writes: no temp files, no traversal, everything else 404s.
    allowedPath: (pathname) => STORED_PHOTO_PATH.test(pathname.slice(1)),
    // A stored name is random and never rewritten, so caches may keep it forever.
    maxAge: 31_536_000_000,
    immutable: true,
    setHeaders: (reply) => reply.header('X-Content-Type-Options', 'nosniff'),
  });
}

async function serveFromStore(store: PhotoStore, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const key = (request.params as { '*': string })['*'];
  let object: PhotoObject | null;
  try {
    object = STORED_PHOTO_PATH.test(key) ? await store.get(key) : null;
  } catch (error) {
    // The store out of reach (or failing): an outage the client may retry, as with Postgres or Redis.
    if (!isUnavailableError(error)) throw error;
    request.log.warn(`photo store unavailable: ${error instanceof Error ? error.message : String(error)}`);
    const locale = requestLocale(request.headers.cookie, request.headers['accept-language']);
    return reply
      .status(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send(apiErrorBody('service_unavailable', locale));
  }
  if (!object) {
    reply.callNotFound();
    return reply;
  }
  reply.header('Content-Type', PHOTO_CONTENT_TYPE).header('Cache-Control', PHOTO_CACHE_CONTROL).header('X-Content-Type-Options', 'nosniff');
  if (object.length !== undefined) reply.header('Content-Length', object.length);
  if (object.etag) reply.header('ETag', object.etag);
  if (object.lastModified) reply.header('Last-Modified', object.lastModified.toUTCString());
  if (request.method === 'HEAD') {
    // Headers only: the store's connection goes back to its pool without the bytes.
    object.body.destroy();
    return reply.send();
  }
  return reply.send(object.body);
}
