import { HttpStatus, Injectable, UseGuards, applyDecorators, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { sessionTokenFromCookie } from '@amoretto/shared/db';
import { SessionsService } from '../accounts/sessions.service';
import { ApiException } from '../common/api-exception';

export interface AuthenticatedRequest extends FastifyRequest {
  userId: number;
  sessionToken: string;
}

/** Lets a request through only with a live session; otherwise 403 authentication_required (docs/product.md#errors). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = sessionTokenFromCookie(request.headers.cookie);
    const userId = token ? await this.sessions.resolve(token) : null;
    if (!token || userId === null) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    request.userId = userId;
    request.sessionToken = token;
    return true;
  }
}

export const Authenticated = () =>
  applyDecorators(
    UseGuards(SessionGuard),
    ApiCookieAuth(),
    ApiForbiddenResponse({ description: '{"error":{"code":"authentication_required"}} without a live session' }),
  );

export interface MaybeAuthenticatedRequest extends FastifyRequest {
  userId: number | null;
}

/** For endpoints visitors may use too (logged-out search, member pages): sets userId or null, never refuses. */
@Injectable()
export class OptionalSessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<MaybeAuthenticatedRequest>();
    const token = sessionTokenFromCookie(request.headers.cookie);
    request.userId = token ? await this.sessions.resolve(token) : null;
    return true;
  }
}

export const OptionalSession = () => applyDecorators(UseGuards(OptionalSessionGuard), ApiCookieAuth());
