import { createParamDecorator, Injectable, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { SiteEntity } from '@amoretto/shared/db';
import { SitesService } from './sites.service';

/** The site a request is for: the one its Host header names (the default site for unknown hosts). */
@Injectable()
export class SiteOfRequestPipe implements PipeTransform<FastifyRequest, Promise<SiteEntity>> {
  constructor(private readonly sites: SitesService) {}

  transform(request: FastifyRequest): Promise<SiteEntity> {
    return this.sites.forHost(request.headers.host);
  }
}

const TheRequest = createParamDecorator((_: unknown, ctx: ExecutionContext): FastifyRequest =>
  ctx.switchToHttp().getRequest<FastifyRequest>(),
);

/**
 * `@CurrentSite() site: SiteEntity` in a handler. The controller's module imports SitesModule
 * (the pipe is built there, with its SitesService).
 */
export const CurrentSite = (): ParameterDecorator => TheRequest(undefined, SiteOfRequestPipe);
