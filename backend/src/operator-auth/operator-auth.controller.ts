import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OperatorLoginDto, type OperatorView } from '@amoretto/shared';
import { operatorTokenFromCookie } from '@amoretto/shared/db';
import { AppConfig } from '../config/app-config';
import { clearOperatorCookie, setOperatorCookie } from './operator-cookie';
import { OperatorAuthService } from './operator-auth.service';
import { OperatorAuthenticated, type OperatorRequest } from './operator-session.guard';

// The operator console's login (docs/product.md#operators), under a prefix of its own.
@ApiTags('operator')
@Controller('api/operator')
export class OperatorAuthController {
  constructor(
    private readonly auth: OperatorAuthService,
    private readonly config: AppConfig,
  ) {}

  private get secure(): boolean {
    return this.config.PUBLIC_URL.startsWith('https:');
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Operator login: email, password and the authenticator code; sets the operator.session cookie' })
  @ApiOkResponse({ description: '{ operator }; 401 operator_invalid_credentials, 403 operator_locked after too many wrong tries' })
  async login(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: OperatorLoginDto,
  ): Promise<{ operator: OperatorView }> {
    const { token, operator } = await this.auth.login(body, { ip: request.ip, userAgent: request.headers['user-agent'] });
    setOperatorCookie(reply, token, new Date(operator.session_expires_at), this.secure);
    return { operator };
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Ends the operator session (if any) and clears its cookie' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const token = operatorTokenFromCookie(request.headers.cookie);
    if (token) await this.auth.logout(token, request.ip);
    clearOperatorCookie(reply, this.secure);
  }

  @Get('me')
  @OperatorAuthenticated()
  @ApiOperation({ summary: 'The logged-in operator and when the session ends' })
  @ApiOkResponse({ description: '{ operator }' })
  async me(@Req() request: OperatorRequest): Promise<{ operator: OperatorView }> {
    return { operator: await this.auth.me(request.operatorToken) };
  }
}
