import { createParamDecorator, HttpStatus, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MAX_ID, MIN_ID, parseId, type ErrorCode } from '@amoretto/shared';
import { ApiException } from './api-exception';

/**
 * A route id through the shared rule (`parseId`). A path that cannot name the thing answers
 * like a thing that does not exist: 404 with the route's own "not found" code.
 */
export class IdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly notFound: ErrorCode) {}

  transform(raw: unknown): number {
    const id = parseId(raw);
    if (id === undefined) throw new ApiException(this.notFound, HttpStatus.NOT_FOUND);
    return id;
  }
}

// The raw path segment. Not `@Param`: the global validation pipe would first turn a `number`
// parameter into `+value`, so "0x10" or "1e3" would reach IdPipe as a valid-looking number.
const RawRouteParam = createParamDecorator((name: string, ctx: ExecutionContext): unknown => {
  const params = ctx.switchToHttp().getRequest<FastifyRequest>().params as Record<string, string | undefined>;
  return params[name];
});

/** `@IdParam('id', 'member_not_found') id: number`: the path parameter `name` as an id (see IdPipe). */
export function IdParam(name: string, notFound: ErrorCode): ParameterDecorator {
  return (target, key, index) => {
    RawRouteParam(name, new IdPipe(notFound))(target, key, index);
    // The API document still lists the parameter, as an integer id.
    const method = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key !== undefined && method) ApiParam({ name, schema: { type: 'integer', minimum: MIN_ID, maximum: MAX_ID } })(target, key, method);
  };
}
