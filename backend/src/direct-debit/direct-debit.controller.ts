import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DirectDebitConfirmDto, DirectDebitRequestDto, type DirectDebitRequestResponse, type StartPaymentResponse } from '@amoretto/shared';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { IdParam } from '../common/id.pipe';
import { DirectDebitService } from './direct-debit.service';

@ApiTags('payments')
@Controller('api/directdebit')
export class DirectDebitController {
  constructor(private readonly directDebit: DirectDebitService) {}

  @Post()
  @Authenticated()
  @ApiOperation({
    summary: 'Start a one-time direct debit for a package: checks the form, the block list and the limit, and sends an SMS code',
  })
  request(@Req() request: AuthenticatedRequest, @Body() body: DirectDebitRequestDto): Promise<DirectDebitRequestResponse> {
    return this.directDebit.request(request.userId, body);
  }

  @Post(':id/confirm')
  @Authenticated()
  @ApiOperation({ summary: 'Confirm a direct debit with its SMS code: starts the payment (pending, no checkout page)' })
  confirm(
    @Req() request: AuthenticatedRequest,
    @IdParam('id', 'not_found') requestId: number,
    @Body() body: DirectDebitConfirmDto,
  ): Promise<StartPaymentResponse> {
    return this.directDebit.confirm(request.userId, requestId, body.otp, request.headers.host);
  }
}
