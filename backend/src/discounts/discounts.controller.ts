import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DiscountCodeQueryDto, type AppliedDiscount, type DiscountCodeResponse, type TimeBonusResponse } from '@amoretto/shared';
import { Authenticated, type AuthenticatedRequest } from '../auth/session.guard';
import { DiscountsService, type ResolvedDiscount } from './discounts.service';

const view = (discount: ResolvedDiscount | null): AppliedDiscount | null => {
  if (!discount) return null;
  const { code, percentage, source, expires_at } = discount;
  return { code, percentage, source, expires_at };
};

@ApiTags('discounts')
@Controller('api')
export class DiscountsController {
  constructor(private readonly discounts: DiscountsService) {}

  @Get('discountcode.php')
  @Authenticated()
  @ApiOperation({ summary: 'The welcome offer (welcome=true), a typed code checked, or the active discount' })
  @ApiOkResponse({ description: '{"discount":{"code","percentage","source","expires_at"}} or {"discount":null}' })
  async discount(@Req() request: AuthenticatedRequest, @Query() query: DiscountCodeQueryDto): Promise<DiscountCodeResponse> {
    if (query.welcome === 'true') return { discount: view(await this.discounts.welcomeOffer(request.userId)) };
    const found = await this.discounts.checkForMember(request.userId, {
      code: query.code ?? null,
      method: query.method ?? null,
      packageId: query.package_id ?? null,
    });
    return { discount: view(found) };
  }

  // Where the time bonus is loaded (docs/product.md#discounts), beside discountcode.php.
  @Get('timebonus.php')
  @Authenticated()
  @ApiOperation({ summary: 'The running time bonus with its end, or null' })
  @ApiOkResponse({ description: '{"time_bonus":{"code":"TIMEBONUS25","percentage":25,"expires_at":"…"}} or {"time_bonus":null}' })
  async timeBonus(@Req() request: AuthenticatedRequest): Promise<TimeBonusResponse> {
    const bonus = await this.discounts.timeBonus(request.userId);
    return { time_bonus: bonus ? { code: bonus.code, percentage: bonus.percentage, expires_at: bonus.expires_at! } : null };
  }
}
