import { Body, Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AccountDeletionDto, type AccountDeletionInfoResponse, type AccountExport, type StayOfferResponse } from '@amoretto/shared';
import { LoginThrottleService } from '../accounts/login-throttle.service';
import { RequestContextService } from '../accounts/request-context.service';
import { clearSessionCookie } from '../accounts/session-cookie';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { AccountDeletionService } from './account-deletion.service';
import { exportFileName } from './account-export-rules';
import { AccountExportService } from './account-export.service';

// Leaving and coming back (docs/product.md#leaving). Coming back is the accounts module's
// reactivation (`GET /api/reactivate.php`, `POST /api/accounts/reactivation`).
@ApiTags('accounts')
@Controller('api/account')
export class AccountDeletionController {
  constructor(
    private readonly deletion: AccountDeletionService,
    private readonly exporter: AccountExportService,
    private readonly context: RequestContextService,
    private readonly throttle: LoginThrottleService,
  ) {}

  @Get('deletion')
  @Authenticated()
  @ApiOperation({ summary: 'What the deletion form offers: the stay offer (company delete_discount) and the undo window in days' })
  info(@Req() request: AuthenticatedRequest): Promise<AccountDeletionInfoResponse> {
    return this.deletion.info(request.userId);
  }

  @Post('deletion/stay-offer')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Accept the stay offer: the member’s own discount code for the credits page; 409 stay_offer_unavailable' })
  acceptStayOffer(@Req() request: AuthenticatedRequest): Promise<StayOfferResponse> {
    return this.deletion.acceptStayOffer(request.userId);
  }

  @Post('deletion')
  @HttpCode(204)
  @Authenticated()
  @ApiOperation({
    summary:
      'Delete the account (reason, optional remarks, current password): hidden at once, every session ends, a restore link is mailed',
    description: 'wrong_password and password_check_locked as for the password change; the undo window is 14 days, then the purge.',
  })
  async delete(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: AccountDeletionDto,
  ): Promise<void> {
    await this.deletion.delete(request.userId, body);
    clearSessionCookie(reply, this.context.secureCookies);
  }

  @Get('export')
  @Authenticated()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Download the member’s own data as JSON (profile, photo URLs, messages, likes, payments, ledger)' })
  @ApiOkResponse({ description: 'application/json as an attachment; at most 10 an hour per member (too_many_requests)' })
  async export(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountExport> {
    // Each export reads the member's whole history: a few an hour is plenty for a person.
    await this.throttle.limit('account-export', String(request.userId), 10, 3600);
    const site = await this.context.site(request);
    const data = await this.exporter.export(request.userId);
    void reply.header('content-disposition', `attachment; filename="${exportFileName(site.name, new Date(data.exported_at))}"`);
    return data;
  }
}
