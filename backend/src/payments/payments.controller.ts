import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type PackagesResponse, type PaymentView, type Receipt, type StartPaymentResponse } from '@amoretto/shared';
import type { SiteEntity } from '@amoretto/shared/db';
import { Authenticated, OptionalSession, type AuthenticatedRequest, type MaybeAuthenticatedRequest } from '../auth/session.guard';
import { IdParam } from '../common/id.pipe';
import { CurrentSite } from '../sites/current-site.decorator';
import { PackagesQueryDto, StartPaymentDto } from './payment-dtos';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller('api/payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('packages')
  @OptionalSession()
  @ApiOperation({
    summary:
      "Credit packages priced by the server: for a member with their discount and their country's methods; for a visitor the site's list prices",
  })
  async packages(
    @Req() request: MaybeAuthenticatedRequest,
    @Query() query: PackagesQueryDto,
    @CurrentSite() site: SiteEntity,
  ): Promise<PackagesResponse> {
    return this.payments.packages(request.userId, site, query);
  }

  @Post()
  @Authenticated()
  @ApiOperation({
    summary: "Start paying for a package: 201 with the provider's checkout page; 200 with the same payment for a repeated idempotency_key",
  })
  async start(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: StartPaymentDto,
  ): Promise<StartPaymentResponse> {
    const started = await this.payments.startMemberPayment(request.userId, {
      packageId: body.package_id,
      method: body.method,
      discountCode: body.discount_code ?? null,
      idempotencyKey: body.idempotency_key,
      requestHost: request.headers.host,
    });
    reply.status(started.created ? HttpStatus.CREATED : HttpStatus.OK);
    return started.response;
  }

  @Get()
  @Authenticated()
  @ApiOperation({ summary: "The member's own payments, newest first" })
  list(@Req() request: AuthenticatedRequest): Promise<{ payments: PaymentView[] }> {
    return this.payments.list(request.userId);
  }

  @Get(':id')
  @Authenticated()
  @ApiOperation({ summary: "One of the member's payments with its receipt (null until paid; 404 payment_not_found for any other)" })
  get(
    @Req() request: AuthenticatedRequest,
    @IdParam('id', 'payment_not_found') id: number,
  ): Promise<{ payment: PaymentView; receipt: Receipt | null }> {
    return this.payments.get(request.userId, id);
  }

  @Post('webhook/:provider')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Server-to-server status report of the payment provider (signed or carrying only an id; the status is fetched from the provider)',
  })
  async webhook(@Req() request: FastifyRequest & { rawBody?: Buffer }, @Param('provider') provider: string): Promise<{ received: true }> {
    await this.payments.handleWebhook(provider, { rawBody: request.rawBody?.toString('utf8') ?? '', headers: request.headers });
    return { received: true };
  }
}
