import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TrustOverview } from '@amoretto/shared';
import { IdParam } from '../common/id.pipe';
import { OperatorAuthenticated, type OperatorRequest } from '../operator-auth/operator-session.guard';
import { TrustService } from './trust.service';

// Limits tied to trust in the console (docs/product.md#trust): moderators and admins.
@ApiTags('operator')
@Controller('api/operator/trust')
@OperatorAuthenticated('moderator', 'admin')
export class TrustController {
  constructor(private readonly trust: TrustService) {}

  @Get()
  @ApiOperation({ summary: 'The trust rules (numbers of the limits) and the members held for review' })
  overview(): Promise<TrustOverview> {
    return this.trust.overview();
  }

  @Post('held/:memberId/release')
  @HttpCode(204)
  @ApiOperation({ summary: 'End a member’s hold for review; audited' })
  async release(@Req() request: OperatorRequest, @IdParam('memberId', 'member_not_found') memberId: number): Promise<void> {
    await this.trust.release(memberId, request.operatorId, request.ip);
  }
}
