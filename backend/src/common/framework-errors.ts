import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody, requestLocale } from '@amoretto/shared/node';

/**
 * Errors Fastify's router answers before Nest sees the request: a path with bad percent-encoding
 * (400) or a path segment longer than the router's limit (414). They get the same error body as
 * every other answer instead of Fastify's own shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  const clientError = status >= 400 && status < 500;
  const locale = requestLocale(request.headers.cookie, request.headers['accept-language']);
  void reply
    .status(clientError ? status : 500)
    .header('cache-control', 'no-store')
    .send(apiErrorBody(clientError ? 'bad_request' : 'internal_error', locale));
}
