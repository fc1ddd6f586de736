import { Body, Controller, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DirectDebitConfirmDto, DirectDebitRequestDto, parseId, type DirectDebitRequestResponse, type StartPaymentResponse,
} from '@amoretto/shared';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { ApiException } from '../common/api-exception';
import { DirectDebitService } from './direct-debit.service';

@ApiTags('payments')
@Controller('api/directdebit')
export class DirectDebitController {
  constructor(private readonly directDebit: DirectDebitService) {}

  @Post()
  @Authenticated()
  @ApiOperation({ summary: 'Start a one-time direct debit for a package: checks the form, the block list and the limit, and sends an SMS code' })
  request(@Req() request: AuthenticatedRequest, @Body() body: DirectDebitRequestDto): Promise<DirectDebitRequestResponse> {
    return this.directDebit.request(request.userId, body);
  }

  @Post(':id/confirm')
  @Authenticated()
  @ApiOperation({ summary: 'Confirm a direct debit with its SMS code: starts the payment (pending, no checkout page)' })
  confirm(@Req() request: AuthenticatedRequest, @Param('id') id: string, @Body() body: DirectDebitConfirmDto): Promise<StartPaymentResponse> {
    const requestId = parseId(id);
    // A path that cannot be a request answers like a request that does not exist.
    if (requestId === undefined) throw new ApiException('not_found', HttpStatus.NOT_FOUND);
    return this.directDebit.confirm(request.userId, requestId, body.otp, request.headers.host);
  }
}
