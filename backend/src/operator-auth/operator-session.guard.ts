import { HttpStatus, Injectable, SetMetadata, UseGuards, applyDecorators, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { OperatorRole } from '@amoretto/shared';
import { operatorTokenFromCookie } from '@amoretto/shared/db';
import { ApiException } from '../common/api-exception';
import { OperatorSessionsService } from './operator-sessions.service';

export interface OperatorRequest extends FastifyRequest {
  operatorId: number;
  operatorRole: OperatorRole;
  operatorToken: string;
}

const OPERATOR_ROLES_KEY = 'operator-roles';

/**
 * Lets a request through only with a live operator session (the `operator.session` cookie;
 * a member's `auth.session` is never read here): 401 operator_login_required otherwise, and
 * 403 operator_role_forbidden when the route names roles the operator does not have.
 */
@Injectable()
export class OperatorSessionGuard implements CanActivate {
  constructor(
    private readonly sessions: OperatorSessionsService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<OperatorRequest>();
    const token = operatorTokenFromCookie(request.headers.cookie);
    const session = token ? await this.sessions.resolve(token) : null;
    if (!token || !session) throw new ApiException('operator_login_required', HttpStatus.UNAUTHORIZED);
    const roles = this.reflector.getAllAndOverride<OperatorRole[] | undefined>(OPERATOR_ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles?.length && !roles.includes(session.role)) throw new ApiException('operator_role_forbidden', HttpStatus.FORBIDDEN);
    request.operatorId = session.operatorId;
    request.operatorRole = session.role;
    request.operatorToken = token;
    return true;
  }
}

/** For console routes: an operator session, of one of `roles` when any are named. */
export const OperatorAuthenticated = (...roles: OperatorRole[]) =>
  applyDecorators(
    SetMetadata(OPERATOR_ROLES_KEY, roles),
    UseGuards(OperatorSessionGuard),
    ApiCookieAuth('operator'),
    ApiUnauthorizedResponse({ description: '{"error":{"code":"operator_login_required"}} without a live operator session' }),
    ApiForbiddenResponse({ description: '{"error":{"code":"operator_role_forbidden"}} for an operator without the role' }),
  );
