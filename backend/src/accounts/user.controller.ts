import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LoginDto,
  PushSubscriptionRemoveDto,
  PushSubscriptionSaveDto,
  UpdateLanguageDto,
  UserGetQueryDto,
  UserPostQueryDto,
  type MaybeUserResponse,
  type UserResponse,
} from '@amoretto/shared';
import { sessionTokenFromCookie } from '@amoretto/shared/db';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { ApiException } from '../common/api-exception';
import { isOwnClientRequest } from '../common/origin.guard';
import { AppValidationPipe } from '../common/validation.pipe';
import { PushSubscriptionsService } from '../push/push-subscriptions.service';
import { AccountsService } from './accounts.service';
import { RequestContextService } from './request-context.service';
import { clearSessionCookie, setDeviceCookie, setSessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';

// The contract endpoints for the current member (docs/product.md#accounts).
@ApiTags('accounts')
@Controller('api')
export class UserController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly context: RequestContextService,
    private readonly push: PushSubscriptionsService,
  ) {}

  private readonly validation = new AppValidationPipe();

  // One route carries three bodies, so each branch validates its own DTO.
  private body<T>(metatype: new () => T, value: unknown): Promise<T> {
    return this.validation.transform(value, { type: 'body', metatype }) as Promise<T>;
  }

  @Get('user.php')
  @ApiOperation({ summary: 'The current member; with ?optional=1 a visitor gets { user: null } instead of 403' })
  @ApiOkResponse({ description: '{ user }; without a session 403 authentication_required, or with ?optional=1 200 { user: null }' })
  async me(@Req() request: FastifyRequest, @Query() query: UserGetQueryDto): Promise<UserResponse | MaybeUserResponse> {
    // Checked here rather than by @Authenticated(): the site asks on every page, logged out too.
    const userId = await this.sessionUserOrNull(request);
    if (userId === null) {
      if (query.optional === '1') return { user: null };
      throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    }
    return { user: await this.accounts.me(userId) };
  }

  @Post('user.php')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in; with ?push=1 save, with ?push=0 remove a Web Push subscription of the current member',
    description:
      'No `push`: body {email, password}, sets the auth.session cookie (a new session id every login). ' +
      "`push=1`: body {subscription: PushSubscription.toJSON()}, upserted by endpoint. `push=0`: body {endpoint}, only the caller's own.",
  })
  @ApiOkResponse({
    description:
      '{ user }; login: 403 invalid_credentials or account_locked (details.minutes), sets auth.device; push: 403 authentication_required',
  })
  async post(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query() query: UserPostQueryDto,
    @Body() raw: unknown,
  ): Promise<UserResponse> {
    if (query.push === undefined) return this.login(request, reply, await this.body(LoginDto, raw));
    const userId = await this.sessionUser(request);
    if (query.push === '1') await this.push.save(userId, (await this.body(PushSubscriptionSaveDto, raw)).subscription);
    else await this.push.remove(userId, (await this.body(PushSubscriptionRemoveDto, raw)).endpoint);
    return { user: await this.accounts.me(userId) };
  }

  private async login(request: FastifyRequest, reply: FastifyReply, body: LoginDto): Promise<UserResponse> {
    const { user, session, device } = await this.accounts.login(body.email, body.password, this.context.meta(request));
    // A login replaces whatever session the browser had.
    const previous = sessionTokenFromCookie(request.headers.cookie);
    if (previous) await this.sessions.revoke(previous);
    setSessionCookie(reply, session.token, session.expiresAt, this.context.secureCookies);
    setDeviceCookie(reply, device, this.context.secureCookies);
    return { user };
  }

  /** What @Authenticated() checks, for the push branches of the login route. */
  private async sessionUser(request: FastifyRequest): Promise<number> {
    const userId = await this.sessionUserOrNull(request);
    if (userId === null) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
    return userId;
  }

  private async sessionUserOrNull(request: FastifyRequest): Promise<number | null> {
    const token = sessionTokenFromCookie(request.headers.cookie);
    return token ? this.sessions.resolve(token) : null;
  }

  @Put('user.php')
  @Authenticated()
  @ApiOperation({ summary: 'Store the chosen language' })
  async language(@Req() request: AuthenticatedRequest, @Body() body: UpdateLanguageDto): Promise<UserResponse> {
    return { user: await this.accounts.setLanguage(request.userId, body.language) };
  }

  // A GET (docs/product.md#accounts), so another site's link or image could call it: only the site's own
  // scripts may (same-origin Sec-Fetch-Site, else the client header), or 403 cross_site_request.
  @Get('logout.php')
  @ApiOperation({
    summary: 'Log out: ends the session server-side and disconnects its sockets',
    description:
      'Needs `Sec-Fetch-Site: same-origin` or, where the browser sends no Sec-Fetch-Site, the `X-Amoretto-Client` header; otherwise 403 cross_site_request and the session stays.',
  })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ ok: true }> {
    if (!isOwnClientRequest(request.headers)) throw new ApiException('cross_site_request', HttpStatus.FORBIDDEN);
    const token = sessionTokenFromCookie(request.headers.cookie);
    if (token) await this.sessions.revoke(token);
    clearSessionCookie(reply, this.context.secureCookies);
    return { ok: true };
  }
}
