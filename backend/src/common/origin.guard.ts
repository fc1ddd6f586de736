import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CLIENT_HEADER } from '@amoretto/shared';
import { AppConfig } from '../config/app-config';
import { ApiException } from './api-exception';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth next to SameSite=Lax: a state-changing request must come from our
 * own origin. Browsers send Origin on cross-origin writes and Sec-Fetch-Site everywhere.
 */
export function isForeignRequest(request: Pick<FastifyRequest, 'method' | 'headers'>, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (allowedOrigins.includes(origin)) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * Whether a request was made by the site's own scripts. Browsers mark every request with
 * Sec-Fetch-Site; where they do not (older ones, non-browser clients) the site's client
 * header is needed, which another site's page cannot add without a CORS preflight we never
 * grant. A link, image or form from another site therefore never qualifies.
 */
export function isOwnClientRequest(headers: Record<string, string | string[] | undefined>): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return typeof headers[CLIENT_HEADER] === 'string' && headers[CLIENT_HEADER] !== '';
}

@Injectable()
export class OriginGuard implements CanActivate {
  private readonly allowed: string[];

  constructor(config: AppConfig) {
    this.allowed = [new URL(config.PUBLIC_URL).origin];
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    if (isForeignRequest(context.switchToHttp().getRequest<FastifyRequest>(), this.allowed)) {
      throw new ApiException('cross_site_request', HttpStatus.FORBIDDEN);
    }
    return true;
  }
}
