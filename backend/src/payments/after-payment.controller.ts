import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { PaymentView, RepeatOrdersResponse, StartPaymentResponse } from '@amoretto/shared';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { IdParam } from '../common/id.pipe';
import { RefundsService } from './refunds.service';
import { RepeatPaymentDto } from './repeat-order.dto';
import { RepeatOrdersService } from './repeat-orders.service';

/** What a member does with a purchase once it is paid: refund its unused credits, buy it again. */
@ApiTags('payments')
@Controller('api/payments')
export class AfterPaymentController {
  constructor(
    private readonly refunds: RefundsService,
    private readonly repeats: RepeatOrdersService,
  ) {}

  @Post(':id/refund')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: "Refund the unused credits of a purchase within the site's refund days (422 refund_not_possible otherwise)" })
  refund(@Req() request: AuthenticatedRequest, @IdParam('id', 'payment_not_found') id: number): Promise<{ payment: PaymentView }> {
    return this.refunds.refund(request.userId, id);
  }

  @Get('repeat-orders')
  @Authenticated()
  @ApiOperation({ summary: "The member's earlier paid orders, one per package and method, newest first, at today's price" })
  repeatOrders(@Req() request: AuthenticatedRequest): Promise<RepeatOrdersResponse> {
    return this.repeats.list(request.userId);
  }

  @Post('repeat')
  @Authenticated()
  @ApiOperation({
    summary:
      "Buy an earlier order again: a stored card is charged without checkout (checkout_url null), else the provider's page opens; 200 for a repeated idempotency_key",
  })
  async repeat(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: RepeatPaymentDto,
  ): Promise<StartPaymentResponse> {
    const started = await this.repeats.repeat(request.userId, {
      paymentId: body.payment_id,
      idempotencyKey: body.idempotency_key,
      requestHost: request.headers.host,
    });
    reply.status(started.created ? HttpStatus.CREATED : HttpStatus.OK);
    return started.response;
  }
}
