import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginLinkRequestDto, TokenDto, type UserResponse } from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { AppConfig } from '../config/app-config';
import { LoginLinkService } from './login-link.service';
import { LoginThrottleService } from './login-throttle.service';
import { RequestContextService } from './request-context.service';
import { setSessionCookie } from './session-cookie';

/** Redeem attempts one address may make in an hour: enough for a few mistakes, far too few to guess. */
const REDEEM_PER_HOUR = 30;

@ApiTags('accounts')
@Controller('api')
export class LoginLinkController {
  constructor(
    private readonly links: LoginLinkService,
    private readonly context: RequestContextService,
    private readonly throttle: LoginThrottleService,
    private readonly config: AppConfig,
  ) {}

  @Post('login-links')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a one-time login link (30 minutes, single use); the same answer for any address' })
  async request(@Req() request: FastifyRequest, @Body() body: LoginLinkRequestDto): Promise<{ ok: true }> {
    await this.throttle.limit('login-link-mail', request.ip, this.config.RESET_IP_LIMIT, 3600);
    await this.links.request(body.email, (await this.context.site(request)).name);
    return { ok: true };
  }

  @Post('login-links/redeem')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Exchange a mailed login token for a session cookie; 410 link_invalid when unknown, used or expired',
  })
  async redeem(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: TokenDto,
  ): Promise<UserResponse> {
    await this.throttle.limit('login-link-redeem', request.ip, REDEEM_PER_HOUR, 3600);
    const result = await this.links.redeem(body.token, this.context.meta(request));
    if (!result) throw new ApiException('link_invalid', HttpStatus.GONE);
    setSessionCookie(reply, result.session.token, result.session.expiresAt, this.context.secureCookies);
    return { user: result.user };
  }
}
