import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
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
