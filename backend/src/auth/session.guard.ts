import { HttpStatus, Inject, Injectable, UseGuards, applyDecorators, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { sessionUserId } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { REDIS } from '../redis/redis.module';

export interface AuthenticatedRequest extends FastifyRequest {
  userId: string;
}

/** Lets a request through only with a live session; otherwise 403 authentication_required (spec §8). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const userId = await sessionUserId(this.redis, request.headers.cookie);
    if (!userId) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    request.userId = userId;
    return true;
  }
}

export const Authenticated = () =>
  applyDecorators(
    UseGuards(SessionGuard),
    ApiCookieAuth(),
    ApiForbiddenResponse({ description: '{"error":{"code":"authentication_required"}} without a live session' }),
  );
