import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EmailChangeDto,
  PasswordChangeDto,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  ReactivationRequestDto,
  SignupDto,
  TokenDto,
  type SignupResponse,
  type UserResponse,
} from '@amoretto/shared';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { AppConfig } from '../config/app-config';
import { AccountsService } from './accounts.service';
import { LoginThrottleService } from './login-throttle.service';
import { RequestContextService } from './request-context.service';
import { setDeviceCookie, setSessionCookie } from './session-cookie';

@ApiTags('accounts')
@Controller('api')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly context: RequestContextService,
    private readonly throttle: LoginThrottleService,
    private readonly config: AppConfig,
  ) {}

  @Post('accounts')
  @ApiOperation({
    summary: 'Sign up (step 0): creates the unconfirmed account, logs in, mails the activation link (activation_mail: queued)',
  })
  async signup(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: SignupDto,
  ): Promise<SignupResponse> {
    await this.throttle.limit('signup', request.ip, this.config.SIGNUP_IP_LIMIT, 3600);
    const { site, country, locale } = await this.context.signupContext(request);
    const { user, session, device } = await this.accounts.signup(body, site, country, locale, this.context.meta(request));
    setSessionCookie(reply, session.token, session.expiresAt, this.context.secureCookies);
    setDeviceCookie(reply, device, this.context.secureCookies);
    // The mail went into the outbox in the account's own transaction.
    return { user, activation_mail: 'queued' };
  }

  @Post('accounts/activation/resend')
  @HttpCode(204)
  @Authenticated()
  @ApiOperation({ summary: 'Mail the activation link again' })
  async resend(@Req() request: AuthenticatedRequest): Promise<void> {
    await this.throttle.limit('activation-resend', String(request.userId), 5, 3600);
    await this.accounts.resendActivation(request.userId, (await this.context.site(request)).name);
  }

  @Get('activate.php')
  @ApiOperation({ summary: 'The mailed activation link: redirects to /activate/done or /activate/error' })
  async activate(@Res() reply: FastifyReply, @Query() query: TokenDto): Promise<void> {
    const ok = await this.accounts.activate(query.token);
    void reply.redirect(ok ? '/activate/done' : '/activate/error', 302);
  }

  @Post('accounts/reactivation')
  @HttpCode(202)
  @ApiOperation({ summary: 'Mail a reactivation link for an account deleted within 14 days; same answer for any address' })
  async requestReactivation(@Req() request: FastifyRequest, @Body() body: ReactivationRequestDto): Promise<{ ok: true }> {
    await this.throttle.limit('reactivation', request.ip, this.config.RESET_IP_LIMIT, 3600);
    await this.accounts.requestReactivation(body.email, (await this.context.site(request)).name);
    return { ok: true };
  }

  @Get('reactivate.php')
  @ApiOperation({ summary: 'The mailed reactivation link: redirects to /login?reactivated=1 or /activate/error' })
  async reactivate(@Res() reply: FastifyReply, @Query() query: TokenDto): Promise<void> {
    const ok = await this.accounts.reactivate(query.token);
    void reply.redirect(ok ? '/login?reactivated=1' : '/activate/error', 302);
  }

  @Post('password-reset')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Mail a reset link (at most RESET_MAIL_LIMIT per address per hour); answers the same for known and unknown addresses',
  })
  async requestReset(@Req() request: FastifyRequest, @Body() body: PasswordResetRequestDto): Promise<{ ok: true }> {
    await this.throttle.limit('password-reset', request.ip, this.config.RESET_IP_LIMIT, 3600);
    await this.accounts.requestPasswordReset(body.email, (await this.context.site(request)).name);
    return { ok: true };
  }

  @Post('password-reset/confirm')
  @HttpCode(204)
  @ApiOperation({ summary: 'Set a new password with the mailed single-use token; ends every session, lifts the login lock' })
  async confirmReset(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: PasswordResetConfirmDto,
  ): Promise<void> {
    const { device } = await this.accounts.confirmPasswordReset(
      body.token,
      body.password,
      body.password_confirm,
      this.context.meta(request),
    );
    setDeviceCookie(reply, device, this.context.secureCookies);
  }

  @Post('account/password')
  @HttpCode(204)
  @Authenticated()
  @ApiOperation({
    summary: 'Change the password (needs the old one; 429 password_check_locked after repeated wrong ones); other sessions end',
  })
  async changePassword(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: PasswordChangeDto,
  ): Promise<void> {
    const { deviceToken } = this.context.meta(request);
    const { device } = await this.accounts.changePassword(
      request.userId,
      body.old_password,
      body.new_password,
      request.sessionToken,
      deviceToken,
    );
    setDeviceCookie(reply, device, this.context.secureCookies);
  }

  @Post('account/email')
  @HttpCode(202)
  @Authenticated()
  @ApiOperation({
    summary:
      'Change the email (needs the password, throttled like the password change): confirm link to the new address, notice to the old',
  })
  async changeEmail(@Req() request: AuthenticatedRequest, @Body() body: EmailChangeDto): Promise<{ ok: true }> {
    await this.accounts.requestEmailChange(request.userId, body.password, body.email, (await this.context.site(request)).name);
    return { ok: true };
  }

  @Post('account/email/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the new address with the mailed token' })
  async confirmEmail(@Body() body: TokenDto): Promise<UserResponse> {
    return { user: await this.accounts.confirmEmailChange(body.token) };
  }
}
