import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '@amoretto/shared';
import { ApiException } from './api-exception';
import { apiErrorBody, isUnavailableError, requestLocale, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@amoretto/shared/node';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  403: 'authentication_required',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/** Every error leaves as `{ error: { code, message } }`, the message in the caller's language. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, code, fields, details } = this.describe(exception);
    if (status === 503) {
      // An outage, not a bug: one line, no stack, and the client is told when to try again.
      this.logger.warn(`service unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    } else if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    // A limit that names its wait tells clients and proxies the same in the standard header.
    if (status === 429 && typeof details?.seconds === 'number') void reply.header('retry-after', String(details.seconds));
    const locale = requestLocale(request.headers.cookie, request.headers['accept-language']);
    const body: ApiErrorBody = apiErrorBody(code, locale, fields, details);
    void reply.status(status).header('cache-control', 'no-store').send(body);
  }

  private describe(exception: unknown): {
    status: number;
    code: ErrorCode;
    fields?: Record<string, string[]>;
    details?: Record<string, string | number>;
  } {
    if (exception instanceof ApiException) {
      return { status: exception.getStatus(), code: exception.code, fields: exception.fields, details: exception.details };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, code: CODE_BY_STATUS[status] ?? (status < 500 ? 'bad_request' : 'internal_error') };
    }
    // Fastify's own errors (body too large, bad JSON) carry a statusCode.
    const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      return { status: statusCode, code: CODE_BY_STATUS[statusCode] ?? 'bad_request' };
    }
    // Postgres or Redis out of reach (down, restarting, no free connection): 503, not a bug's 500.
    if (isUnavailableError(exception)) return { status: HttpStatus.SERVICE_UNAVAILABLE, code: 'service_unavailable' };
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, code: 'internal_error' };
  }
}
