import { Body, Controller, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginDto, UpdateLanguageDto, type UserResponse } from '@amoretto/shared';
import { sessionTokenFromCookie } from '@amoretto/shared/db';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { AccountsService } from './accounts.service';
import { RequestContextService } from './request-context.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';

// The contract endpoints of spec §7 for the current member.
@ApiTags('accounts')
@Controller('api')
export class UserController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly context: RequestContextService,
  ) {}

  @Get('user.php')
  @Authenticated()
  @ApiOperation({ summary: 'The current member' })
  @ApiOkResponse({ description: '{ user }' })
  async me(@Req() request: AuthenticatedRequest): Promise<UserResponse> {
    return { user: await this.accounts.me(request.userId) };
  }

  @Post('user.php')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in; sets the auth.session cookie (a new session id every login)' })
  @ApiOkResponse({ description: '{ user }; 403 invalid_credentials or account_locked (details.minutes)' })
  async login(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Body() body: LoginDto): Promise<UserResponse> {
    const { user, session } = await this.accounts.login(body.email, body.password, this.context.meta(request));
    // A login replaces whatever session the browser had.
    const previous = sessionTokenFromCookie(request.headers.cookie);
    if (previous) await this.sessions.revoke(previous);
    setSessionCookie(reply, session.token, session.expiresAt, this.context.secureCookies);
    return { user };
  }

  @Put('user.php')
  @Authenticated()
  @ApiOperation({ summary: 'Store the chosen language' })
  async language(@Req() request: AuthenticatedRequest, @Body() body: UpdateLanguageDto): Promise<UserResponse> {
    return { user: await this.accounts.setLanguage(request.userId, body.language) };
  }

  @Get('logout.php')
  @ApiOperation({ summary: 'Log out: ends the session server-side and disconnects its sockets' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ ok: true }> {
    const token = sessionTokenFromCookie(request.headers.cookie);
    if (token) await this.sessions.revoke(token);
    clearSessionCookie(reply, this.context.secureCookies);
    return { ok: true };
  }
}
